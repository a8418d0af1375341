import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { ROUTE_ERROR_TEXTS } from "./route-error-texts";

describe("the error screens that load no catalogue", () => {
  it("say what the catalogues' route error says, in each language", () => {
    expect(ROUTE_ERROR_TEXTS.en).toEqual(en.routeError);
    expect(ROUTE_ERROR_TEXTS.pt).toEqual(pt.routeError);
  });
});
