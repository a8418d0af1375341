import { normalizeSeedTerms } from "./seed-terms";

describe("normalizeSeedTerms", () => {
  it("trims, drops short and long terms and repeats, and keeps at most 10", () => {
    expect(
      normalizeSeedTerms(["  corrida ", "a", "Corrida", "tênis de corrida leve", "tênis de corrida muito leve", { term: "maratona" }, { term: 3 }]),
    ).toEqual(["corrida", "tênis de corrida leve", "maratona"]);
    expect(normalizeSeedTerms(Array.from({ length: 15 }, (_, i) => `termo ${i}`))).toHaveLength(10);
  });
});
