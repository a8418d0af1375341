import { buildAdSets } from "./ad-sets";
import { clearAudiences, ensureAdSets } from "./interest-sets";

const interests = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Interest ${index + 1}` }));
const names = { broad: "Broad Audience", numbered: (number: number) => `Interests ${number}` };
const oneSet = () => buildAdSets(["Corrida"], { headline: "Corra", description: "Texto" }, 2000, "Broad Audience");

describe("interests over ad sets (001 §7)", () => {
  it("adds sets until 5 exist and spreads the interests round-robin", () => {
    const sets = ensureAdSets(oneSet(), interests(12), names);
    expect(sets).toHaveLength(5);
    expect(sets.map((set) => set.metaInterests.map((item) => item.id))).toEqual([
      ["1", "6", "11"],
      ["2", "7", "12"],
      ["3", "8"],
      ["4", "9"],
      ["5", "10"],
    ]);
    expect(sets[1]).toMatchObject({
      name: "Interest 2 + Interest 7",
      title: "Corra",
      primaryText: "Texto",
      enabled: true,
      audience: ["Interest 2", "Interest 7", "Interest 12"],
    });
    expect(new Set(sets.map((set) => set.id)).size).toBe(5);
  });

  it("adds no more sets than there are interests", () => {
    expect(ensureAdSets(oneSet(), interests(2), names)).toHaveLength(2);
  });

  it("a new ad account clears every set's audience and interests", () => {
    const sets = clearAudiences(ensureAdSets(oneSet(), interests(6), names), "Broad Audience");
    expect(sets.every((set) => set.audience.length === 0 && set.metaInterests.length === 0)).toBe(true);
  });
});

describe("keeping fewer sets (issue 31)", () => {
  it("spreads every interest over the sets the seller keeps, adding none", () => {
    const two = buildAdSets(["Corrida", "Maratona", "Trilha", "Academia", "Saúde", "Treino"], { headline: "Corra", description: "Texto" }, 4000, "Broad");
    const kept = ensureAdSets(two, interests(7), names, two.length);
    expect(kept.map((set) => set.id)).toEqual(two.map((set) => set.id));
    expect(kept.flatMap((set) => set.metaInterests.map((item) => item.id)).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
  });
});

describe("a set's name follows what it targets (issue 31)", () => {
  const six = () => buildAdSets(["Corrida", "Maratona", "Trilha", "Academia", "Saúde", "Treino"], { headline: "Corra", description: "Texto" }, 4000, "Broad");

  it("a name made from the AI's segments becomes the name of the set's Meta interests", () => {
    expect(six().map((set) => set.name)).toEqual(["Corrida + Trilha", "Maratona + Academia"]);
    const sets = ensureAdSets(six(), interests(4), names, 2);
    expect(sets.map((set) => set.name)).toEqual(["Interest 1 + Interest 3", "Interest 2 + Interest 4"]);
  });

  it("a name the seller typed stays", () => {
    const typed = six().map((set, index) => (index === 0 ? { ...set, name: "Meus corredores" } : set));
    expect(ensureAdSets(typed, interests(4), names, 2).map((set) => set.name)).toEqual(["Meus corredores", "Interest 2 + Interest 4"]);
  });

  it("a new ad account makes a made name broad until its interests come, and keeps a typed one", () => {
    const typed = six().map((set, index) => (index === 0 ? { ...set, name: "Meus corredores" } : set));
    const cleared = clearAudiences(typed, "Broad Audience");
    expect(cleared.map((set) => set.name)).toEqual(["Meus corredores", "Broad Audience"]);
    expect(ensureAdSets(cleared, interests(2), names, 2).map((set) => set.name)).toEqual(["Meus corredores", "Interest 2"]);
  });

  it("a set left without interests is named broad, as it is", () => {
    expect(ensureAdSets(six(), interests(1), names, 2).map((set) => set.name)).toEqual(["Interest 1", "Broad Audience"]);
  });
});
