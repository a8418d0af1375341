import { buildAdSets } from "./ad-sets";
import { clearAudiences, ensureAdSets } from "./interest-sets";

const interests = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Interest ${index + 1}` }));
const oneSet = () => buildAdSets(["Corrida"], { headline: "Corra", description: "Texto" }, 2000, "Broad Audience");

describe("interests over ad sets (001 §7)", () => {
  it("adds sets until 5 exist and spreads the interests round-robin", () => {
    const sets = ensureAdSets(oneSet(), interests(12), (number) => `Interests ${number}`);
    expect(sets).toHaveLength(5);
    expect(sets.map((set) => set.metaInterests.map((item) => item.id))).toEqual([
      ["1", "6", "11"],
      ["2", "7", "12"],
      ["3", "8"],
      ["4", "9"],
      ["5", "10"],
    ]);
    expect(sets[1]).toMatchObject({
      name: "Interests 2",
      title: "Corra",
      primaryText: "Texto",
      enabled: true,
      audience: ["Interest 2", "Interest 7", "Interest 12"],
    });
    expect(new Set(sets.map((set) => set.id)).size).toBe(5);
  });

  it("adds no more sets than there are interests", () => {
    expect(ensureAdSets(oneSet(), interests(2), String)).toHaveLength(2);
  });

  it("a new ad account clears every set's audience and interests", () => {
    const sets = clearAudiences(ensureAdSets(oneSet(), interests(6), String));
    expect(sets.every((set) => set.audience.length === 0 && set.metaInterests.length === 0)).toBe(true);
  });
});

describe("keeping fewer sets (issue 31)", () => {
  it("spreads every interest over the sets the seller keeps, adding none", () => {
    const two = buildAdSets(["Corrida", "Maratona", "Trilha", "Academia", "Saúde", "Treino"], { headline: "Corra", description: "Texto" }, 4000, "Broad");
    const kept = ensureAdSets(two, interests(7), String, two.length);
    expect(kept.map((set) => set.id)).toEqual(two.map((set) => set.id));
    expect(kept.flatMap((set) => set.metaInterests.map((item) => item.id)).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
  });
});
