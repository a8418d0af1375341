import compile from "icu-minify/compile";
import en from "@/messages/en.json";
import { isMessageKey } from "./result";

type Catalogue = { [key: string]: string | Catalogue };

// The build compiles every message (next.config.ts, next-intl's precompile): the same shape, compiled leaves.
function compiled(catalogue: Catalogue): object {
  return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, typeof value === "string" ? compile(value) : compiled(value)]));
}

describe("isMessageKey", () => {
  const withArguments = "campaignConfig.minimumApplied";

  it("finds a message by its key, not a group or a missing key", () => {
    expect(isMessageKey("errors.invalidField", en)).toBe(true);
    expect(isMessageKey("errors", en)).toBe(false);
    expect(isMessageKey("errors.noSuchMessage", en)).toBe(false);
    expect(isMessageKey("toString", en)).toBe(false);
  });

  it("still finds a message with arguments once the catalogue is compiled as in the build", () => {
    const built = compiled(en as unknown as Catalogue);
    expect(isMessageKey(withArguments, en)).toBe(true);
    expect(Array.isArray(withArguments.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], built))).toBe(true);
    expect(isMessageKey(withArguments, built)).toBe(true);
    expect(isMessageKey("errors.invalidField", built)).toBe(true);
  });
});
