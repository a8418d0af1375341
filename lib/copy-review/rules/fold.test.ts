import { reviewCopy } from "../check";
import { foldText, keepCase, words } from "./fold";

describe("folding and word boundaries", () => {
  it("keeps every character in place", () => {
    const text = "Você já está na Promoção? ÇÃO İ 🔥 you’re";
    expect(foldText(text)).toHaveLength(text.length);
    expect(foldText(text)).toBe("voce ja esta na promocao? cao i 🔥 you're");
  });

  it("treats accented letters as letters, unlike \\b", () => {
    expect("çfree".match(/\bfree\b/)).not.toBeNull();
    expect("çfree".match(words("free"))).toBeNull();
    expect("grátis free".match(words("free"))).toEqual(["free"]);
  });

  it("keeps a capital only where the seller wrote one, and not over a word in capitals", () => {
    expect(keepCase("Sale", "promoção")).toBe("Promoção");
    expect(keepCase("sale", "promoção")).toBe("promoção");
    expect(keepCase("SALE", "promoção")).toBe("promoção");
  });

  it("stays quick on a long, hostile text", () => {
    const started = performance.now();
    for (const text of ["A ".repeat(150), "!?".repeat(150), "você ".repeat(60), "ÇÇÇ ".repeat(75)]) reviewCopy(text, "pt");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
