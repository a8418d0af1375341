import { saveCampaignSchema } from "@/lib/wizard/save-schema";
import { storedAdSets, storedCreatives } from "./stored";
import { daysFromNow } from "@/tests/support/days";

const adSet = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Set ${id}`,
  title: "Corra leve",
  primaryText: "Tênis de corrida",
  audience: ["corrida"],
  metaInterests: [],
  budget: 2000,
  enabled: true,
  ...overrides,
});
const creative = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  type: "image",
  url: `/api/uploads/media/u/${id}.jpg`,
  name: `${id}.jpg`,
  generated: false,
  isMain: false,
  ...overrides,
});

describe("the stored campaign items", () => {
  it("reads a JSON column and the JSON text older rows hold", () => {
    expect(storedAdSets([adSet("a")]).map((set) => set.id)).toEqual(["a"]);
    expect(storedAdSets(JSON.stringify([adSet("a"), adSet("b")])).map((set) => set.id)).toEqual(["a", "b"]);
    expect(storedCreatives(JSON.stringify([creative("c")])).map((item) => item.id)).toEqual(["c"]);
  });

  it("drops what is not the saved shape, so the pages show what publishing sends", () => {
    const sets = [adSet("a"), adSet("", {}), adSet("b", { budget: "2000" }), adSet("c", { title: "x".repeat(41) }), { id: "d" }, null, "text"];
    expect(storedAdSets(sets).map((set) => set.id)).toEqual(["a"]);
    const creatives = [creative("a"), creative("b", { type: "gif" }), creative("c", { name: undefined }), creative("d", { url: 42 })];
    expect(storedCreatives(creatives).map((item) => item.id)).toEqual(["a"]);
  });

  it("keeps the first of items that repeat an id: the publish run keeps each one's Meta objects under it", () => {
    expect(storedAdSets([adSet("a", { name: "first" }), adSet("a", { name: "second" }), adSet("b")]).map((set) => set.name)).toEqual(["first", "Set b"]);
    expect(storedCreatives([creative("a", { isMain: true }), creative("a")]).map((item) => item.isMain)).toEqual([true]);
  });

  it("is empty for anything that is not a list", () => {
    for (const value of [null, undefined, 42, "not json", "{}", { 0: adSet("a") }]) expect(storedAdSets(value)).toEqual([]);
  });
});

describe("saving refuses items that repeat an id", () => {
  const payload = (sets: unknown[], creatives: unknown[]) => ({
    product: { url: "https://loja.example/p", name: "Tênis" },
    ad: { headline: "Corra", description: "Leve", audienceTargeting: [], objective: "traffic" },
    creatives,
    config: {
      projectName: "Tênis",
      objective: "traffic",
      ctaText: "SHOP_NOW",
      startDate: daysFromNow(30),
      endDate: daysFromNow(39),
      targetCountries: ["BR"],
      targetCities: [],
      ageMin: 18,
      ageMax: 65,
      dailyBudget: 4000,
      adSets: sets,
    },
  });
  const pathsOf = (value: unknown) => (saveCampaignSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join("."));

  it("accepts distinct ids and refuses a repeated one, on its own field", () => {
    expect(pathsOf(payload([adSet("a"), adSet("b")], [creative("x")]))).toEqual([]);
    expect(pathsOf(payload([adSet("a"), adSet("a")], [creative("x")]))).toEqual(["config.adSets"]);
    expect(pathsOf(payload([adSet("a")], [creative("x"), creative("x")]))).toEqual(["creatives"]);
  });
});
