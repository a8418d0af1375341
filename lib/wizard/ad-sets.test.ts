import { checkBudget } from "@/lib/money/budget-rule";
import { buildAdSets, splitBudget } from "./ad-sets";

const ad = { headline: "Tênis Corrida Pro", description: "Corra mais com conforto." };
const segments = (n: number) => Array.from({ length: n }, (_, i) => `Segmento ${i + 1}`);

describe("buildAdSets", () => {
  it("groups segments into up to 5 sets of at least 3", () => {
    expect(buildAdSets(segments(20), ad, 10000, "Broad Audience")).toHaveLength(5);
    expect(buildAdSets(segments(7), ad, 4000, "Broad Audience").map((set) => set.audience.length)).toEqual([4, 3]);
    for (const set of buildAdSets(segments(25), ad, 10000, "Broad Audience")) expect(set.audience.length).toBeGreaterThanOrEqual(3);
  });

  it("gives one 'Broad Audience' set for fewer than 3 segments", () => {
    const sets = buildAdSets(segments(2), ad, 2000, "Broad Audience");
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ name: "Broad Audience", budget: 2000, enabled: true });
  });

  it("ignores more than 20 segments and repeated ones", () => {
    const sets = buildAdSets([...segments(30), "Segmento 1"], ad, 10000, "Broad Audience");
    expect(sets.flatMap((set) => set.audience)).toHaveLength(20);
  });
});

describe("splitBudget", () => {
  it("splits equally among enabled sets, to the cent, and gives 0 to disabled ones", () => {
    const sets = [
      { enabled: true, budget: 0 },
      { enabled: false, budget: 500 },
      { enabled: true, budget: 0 },
      { enabled: true, budget: 0 },
    ];
    expect(splitBudget(sets, 10000).map((set) => set.budget)).toEqual([3334, 0, 3333, 3333]);
  });
});

describe("checkBudget", () => {
  it("accepts R$ 20 per enabled set", () => {
    expect(checkBudget(6000, 3)).toEqual({ ok: true });
  });

  it("reports the minimum, a 120% recommendation rounded up, and the sets the budget supports", () => {
    expect(checkBudget(5000, 3)).toEqual({
      ok: false,
      currentCents: 5000,
      minimumCents: 6000,
      recommendedCents: 7200,
      maxAdSets: 2,
      perSetCents: 2000,
      currency: "BRL",
    });
    expect(checkBudget(2500, 5)).toEqual({
      ok: false,
      currentCents: 2500,
      minimumCents: 10000,
      recommendedCents: 12000,
      maxAdSets: 1,
      perSetCents: 2000,
      currency: "BRL",
    });
  });

  it("uses the account's minimum in its currency", () => {
    expect(checkBudget(300, 3, { currency: "USD", perSetMinimum: 100 })).toEqual({ ok: true });
    expect(checkBudget(250, 3, { currency: "USD", perSetMinimum: 100 })).toMatchObject({ ok: false, minimumCents: 300, recommendedCents: 400, maxAdSets: 2 });
    expect(checkBudget(150, 2, { currency: "JPY", perSetMinimum: 100 })).toMatchObject({ ok: false, minimumCents: 200, recommendedCents: 240, maxAdSets: 1 });
  });
});
