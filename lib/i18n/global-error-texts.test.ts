import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { GLOBAL_ERROR_TEXTS } from "./global-error-texts";

describe("the last-resort error screen", () => {
  it("says what the catalogues' route error says, in each language", () => {
    for (const [locale, messages] of [
      ["en", en],
      ["pt", pt],
    ] as const) {
      const { title, description, retry } = messages.routeError;
      expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ title, description, retry });
    }
  });
});
