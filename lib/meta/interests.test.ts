import type { GraphClient } from "./graph";
import { fitsSeed, suggestInterests, wizardInterests } from "./interests";

type Search = { q: string; locale: string };

/** A Graph client whose interest search answers from a table: term → names (ids derived from names). */
function fakeClient(table: Record<string, string[]>, calls: Search[] = []): GraphClient {
  return {
    get: async (_path: string, params: Record<string, unknown>) => {
      const q = String(params.q);
      const locale = String(params.locale);
      calls.push({ q, locale });
      const names = table[`${locale}:${q}`] ?? table[q] ?? [];
      return { data: names.map((name) => ({ id: `id-${name}`, name, audience_size_upper_bound: 1000 })) };
    },
  } as unknown as GraphClient;
}

const names = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

describe("fitsSeed", () => {
  it("strict needs the whole seed, loose one of its words, none anything", () => {
    expect(fitsSeed("Corrida de rua", "corrida", "strict")).toBe(true);
    expect(fitsSeed("Maratona", "corrida de rua", "strict")).toBe(false);
    expect(fitsSeed("Rua Augusta", "corrida de rua", "loose")).toBe(true);
    expect(fitsSeed("Natação", "corrida de rua", "loose")).toBe(false);
    expect(fitsSeed("De volta", "corrida de rua", "loose")).toBe(false); // words under 3 letters do not count
    expect(fitsSeed("Tênis de corrida", "Corrida", "loose")).toBe(true);
    expect(fitsSeed("Anything", "corrida", "none")).toBe(true);
  });
});

describe("suggestInterests waves (001 §7)", () => {
  it("falls from strict to loose under 15 and to none under 8, then adds the other locale under 20 and a second wave under 40", async () => {
    const calls: Search[] = [];
    const client = fakeClient({ "pt_BR:corrida": ["Corrida", "Corrida de rua", "Tênis", "Maratona"], "en_US:corrida": ["Running"] }, calls);
    const found = await suggestInterests(client, { seeds: ["corrida"], locale: "pt_BR", limit: 60, filterMode: "strict" });
    // strict found 2 (< 15) → loose (2 < 8) → none (4); under 20 → en_US; under 40 → second wave on the names.
    expect(calls.slice(0, 4)).toEqual([
      { q: "corrida", locale: "pt_BR" },
      { q: "corrida", locale: "pt_BR" },
      { q: "corrida", locale: "pt_BR" },
      { q: "corrida", locale: "en_US" },
    ]);
    expect(calls.slice(4).map((call) => call.q)).toEqual(["Corrida", "Corrida de rua", "Tênis", "Maratona", "Running"]);
    expect(found.map((item) => item.name)).toEqual(["Corrida", "Corrida de rua", "Tênis", "Maratona", "Running"]);
    expect(new Set(found.map((item) => item.id)).size).toBe(found.length);
    expect(found[0]).toMatchObject({ audience_size: 1000, why: "corrida" });
  });

  it("stops early when a wave is enough, and caps at the limit", async () => {
    const calls: Search[] = [];
    const client = fakeClient({ "en_US:run": names(70, "run") }, calls);
    const found = await suggestInterests(client, { seeds: ["run"], locale: "en_US", limit: 60, filterMode: "strict" });
    expect(calls).toHaveLength(1);
    expect(found).toHaveLength(60);
  });
});

describe("wizardInterests", () => {
  it("asks the seller's locale with mode none, and the other only under 10 results", async () => {
    const calls: Search[] = [];
    await wizardInterests(fakeClient({ "en_US:shoes": names(45, "shoes") }, calls), ["shoes"], "en_US");
    expect(calls.every((call) => call.locale === "en_US")).toBe(true);
    const few: Search[] = [];
    const found = await wizardInterests(fakeClient({ "en_US:tênis": ["Sneakers"], "pt_BR:tênis": names(12, "tênis") }, few), ["tênis"], "en_US");
    expect(few.some((call) => call.locale === "pt_BR")).toBe(true);
    expect(found.length).toBeGreaterThan(10);
    expect(found.length).toBeLessThanOrEqual(60);
  });

  it("a Portuguese-speaking seller gets Meta's Portuguese names first (issue 31)", async () => {
    const calls: Search[] = [];
    await wizardInterests(fakeClient({ "pt_BR:corrida": names(20, "Corrida"), "en_US:corrida": names(20, "Running") }, calls), ["corrida"], "pt_BR");
    expect(calls.every((call) => call.locale === "pt_BR")).toBe(true);
  });
});
