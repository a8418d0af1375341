import { configIssues, wizardConfigSchema, type WizardAdSetValues, type WizardConfig } from "@/lib/wizard/config-schema";
import { saveCampaignSchema, type SaveCampaignInput } from "@/lib/wizard/save-schema";
import { addDays, daysFromNow } from "@/tests/support/days";

// spec 001 §5 Configuration: every rule with its message key; the creatives rule is for publishing
// only; the server's save payload applies the same rules.

const adSet = (overrides: Partial<WizardAdSetValues> = {}): WizardAdSetValues => ({
  id: "adset-1",
  name: "Corrida + Maratona",
  title: "Corra mais",
  primaryText: "Conforto para seus treinos.",
  audience: [],
  metaInterests: [],
  budget: 2000,
  enabled: true,
  ...overrides,
});

// The schema refuses an end already past in Brazil, so the campaign starts two months ahead: even an
// end a month before the start is still to come (issue 28: valid whatever day the suite runs).
const start = daysFromNow(60);
// A December and a February always ahead, for the spans across a month, a year and February.
const nextYear = Number(daysFromNow(0).slice(0, 4)) + 1;

const valid = (overrides: Partial<WizardConfig> = {}): WizardConfig => ({
  projectName: "Verão",
  objective: "conversions",
  ctaText: "SHOP_NOW",
  startDate: start,
  endDate: addDays(start, 7),
  targetCountries: ["BR"],
  targetCities: [],
  ageMin: 18,
  ageMax: 65,
  dailyBudget: 2000,
  adSets: [adSet()],
  pixelId: "1234567890123456",
  metaAccountNames: {},
  ...overrides,
});

/** The issues of the schema as "path: message". */
const issuesOf = (config: unknown) => (wizardConfigSchema.safeParse(config).error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the checks before anything reaches Meta (issue 12)", () => {
  it("an end date already past in Brazil → endInPast", () => {
    expect(issuesOf(valid({ startDate: "2020-01-01", endDate: "2020-01-10" }))).toEqual(["endDate: campaignConfig.errors.endInPast"]);
  });

  it("interests with people under 18 → teenInterests; age and place alone are fine", () => {
    const interests = [{ id: "6003", name: "Corrida" }];
    expect(issuesOf(valid({ ageMin: 16, adSets: [adSet({ metaInterests: interests })] }))).toEqual(["ageMin: wizard.config.errors.teenInterests"]);
    expect(issuesOf(valid({ ageMin: 16 }))).toEqual([]);
    expect(issuesOf(valid({ ageMin: 18, adSets: [adSet({ metaInterests: interests })] }))).toEqual([]);
  });

  it("Conversions without a pixel is a publish-only issue beside the pixel", () => {
    const connected = { metaConnected: true };
    expect(configIssues(valid({ pixelId: "", adAccountId: "act_1", pageId: "1" }), 1, connected)).toEqual([
      { path: "pixelId", message: "wizard.publish.errors.pixelRequired", publishOnly: true },
    ]);
    expect(configIssues(valid({ objective: "traffic", pixelId: "", adAccountId: "act_1", pageId: "1" }), 1, connected)).toEqual([]);
    // Without Meta there is no pixel to pick: connecting comes first.
    expect(configIssues(valid({ pixelId: "" }), 1)).toEqual([]);
  });
});

describe("wizardConfigSchema: the rules of 001 §5", () => {
  it("accepts a valid configuration", () => {
    expect(issuesOf(valid())).toEqual([]);
  });

  it.each(["", "   "])("projectName %p → projectNameRequired", (projectName) => {
    expect(issuesOf(valid({ projectName }))).toEqual(["projectName: campaignConfig.errors.projectNameRequired"]);
  });

  it("ctaText blank or unknown → ctaRequired", () => {
    expect(issuesOf({ ...valid(), ctaText: "" })).toEqual(["ctaText: campaignConfig.errors.ctaRequired"]);
    expect(issuesOf({ ...valid(), ctaText: "BUY_IT" })).toEqual(["ctaText: campaignConfig.errors.ctaRequired"]);
  });

  it("dailyBudget below 2000 cents → budgetMinimum; 2000 is fine", () => {
    expect(issuesOf(valid({ dailyBudget: 1999 }))).toEqual(["dailyBudget: campaignConfig.errors.budgetMinimum"]);
    expect(issuesOf(valid({ dailyBudget: 0 }))).toEqual(["dailyBudget: campaignConfig.errors.budgetMinimum"]);
    expect(issuesOf(valid({ dailyBudget: 2000 }))).toEqual([]);
  });

  it("an absent daily budget → budgetRequired", () => {
    const { dailyBudget: _absent, ...rest } = valid();
    expect(issuesOf(rest)).toEqual(["dailyBudget: campaignConfig.errors.budgetRequired"]);
    // NaN: the field's text is not an amount (letters); said as such, in the account's currency's terms.
    expect(issuesOf(valid({ dailyBudget: Number.NaN }))).toEqual(["dailyBudget: campaignConfig.errors.budgetInvalid"]);
    expect(issuesOf(valid({ dailyBudget: Number.NaN, budgetRule: { currency: "JPY", perSetMinimum: 100 } }))).toEqual([
      "dailyBudget: campaignConfig.errors.budgetInvalidWhole",
    ]);
  });

  it("no enabled ad set → noEnabledSet (no set at all, or all disabled)", () => {
    expect(issuesOf(valid({ adSets: [] }))).toEqual(["adSets: wizard.save.errors.noEnabledSet"]);
    expect(issuesOf(valid({ adSets: [adSet({ enabled: false, budget: 0 }), adSet({ id: "adset-2", enabled: false, budget: 0 })] }))).toEqual([
      "adSets: wizard.save.errors.noEnabledSet",
    ]);
  });

  it("an enabled ad set with a blank title or primary text → adSetTitle / adSetText at that set", () => {
    const sets = [adSet(), adSet({ id: "adset-2", name: "Academia", title: " ", primaryText: "" })];
    expect(issuesOf(valid({ adSets: sets }))).toEqual(["adSets.1.title: wizard.save.errors.adSetTitle", "adSets.1.primaryText: wizard.save.errors.adSetText"]);
  });

  it("disabled ad sets with blank texts are fine", () => {
    const sets = [adSet(), adSet({ id: "adset-2", name: "Academia", title: "", primaryText: "  ", enabled: false, budget: 0 })];
    expect(issuesOf(valid({ adSets: sets }))).toEqual([]);
  });

  it.each([
    ["the same day", start],
    ["the day before", addDays(start, -1)],
    ["a month before", addDays(start, -30)],
  ])("an end date on %s → endAfterStart", (_when, endDate) => {
    expect(issuesOf(valid({ startDate: start, endDate }))).toEqual(["endDate: campaignConfig.errors.endAfterStart"]);
  });

  it("an end date 1 day after the start is fine", () => {
    expect(issuesOf(valid({ startDate: start, endDate: addDays(start, 1) }))).toEqual([]);
  });

  it("a span over 30 days → maxDuration; exactly 30 days is fine (across a month and a year)", () => {
    const december = `${nextYear}-12-15`;
    expect(issuesOf(valid({ startDate: december, endDate: `${nextYear + 1}-01-15` }))).toEqual(["endDate: campaignConfig.errors.maxDuration"]);
    expect(issuesOf(valid({ startDate: december, endDate: `${nextYear + 1}-01-14` }))).toEqual([]);
    // February counts its own days (28 or 29): 30 days from the 1st is fine, 31 is not.
    const february = `${nextYear}-02-01`;
    expect(issuesOf(valid({ startDate: february, endDate: addDays(february, 30) }))).toEqual([]);
    expect(issuesOf(valid({ startDate: february, endDate: addDays(february, 31) }))).toEqual(["endDate: campaignConfig.errors.maxDuration"]);
  });

  it("the end date is optional", () => {
    expect(issuesOf(valid({ endDate: "" }))).toEqual([]);
  });

  it("dates not written yyyy-mm-dd → dateInvalid", () => {
    expect(issuesOf(valid({ startDate: "01/12/2023" }))).toEqual(["startDate: campaignConfig.errors.dateInvalid"]);
    expect(issuesOf(valid({ endDate: "8 dez" }))).toContain("endDate: campaignConfig.errors.dateInvalid");
  });

  it.each([
    [{ ageMin: 12 }, ["ageMin: campaignConfig.errors.ageRange"]],
    [{ ageMax: 66 }, ["ageMax: campaignConfig.errors.ageRange"]],
    [{ ageMin: 13, ageMax: 65 }, []],
    [{ ageMin: 30, ageMax: 30 }, []],
    [{ ageMin: 40, ageMax: 30 }, ["ageMax: campaignConfig.errors.ageOrder"]],
  ])("ages %j → %j", (ages, expected) => {
    expect(issuesOf(valid(ages))).toEqual(expected);
  });

  it("reports every broken rule at once", () => {
    const config = valid({ projectName: "", endDate: addDays(start, -30), adSets: [adSet({ title: "" })] });
    expect(issuesOf(config)).toEqual([
      "projectName: campaignConfig.errors.projectNameRequired",
      "endDate: campaignConfig.errors.endAfterStart",
      "adSets.0.title: wizard.save.errors.adSetTitle",
    ]);
  });
});

describe("configIssues", () => {
  it("has no issue for a valid configuration with a creative", () => {
    expect(configIssues(valid(), 1)).toEqual([]);
  });

  it("marks the creatives rule as publish-only, and only when there are 0 creatives", () => {
    expect(configIssues(valid(), 0)).toEqual([{ path: "creatives", message: "wizard.config.errors.creativeRequired", publishOnly: true }]);
    expect(configIssues(valid(), 5)).toEqual([]);
  });

  it("gives the ad set's name with its title and text issues; the other rules are not publish-only", () => {
    const sets = [adSet(), adSet({ id: "adset-2", name: "Academia", title: "", primaryText: " " })];
    expect(configIssues(valid({ projectName: " ", adSets: sets, dailyBudget: 4000 }), 0)).toEqual([
      { path: "projectName", message: "campaignConfig.errors.projectNameRequired", publishOnly: false },
      { path: "adSets.1.title", message: "wizard.save.errors.adSetTitle", publishOnly: false, values: { name: "Academia" } },
      { path: "adSets.1.primaryText", message: "wizard.save.errors.adSetText", publishOnly: false, values: { name: "Academia" } },
      { path: "creatives", message: "wizard.config.errors.creativeRequired", publishOnly: true },
    ]);
  });

  it("counts a budget under the account's minimum per active set before publishing, in its currency", () => {
    const sets = [adSet(), adSet({ id: "adset-2", name: "Academia" })];
    expect(configIssues(valid({ adSets: sets, dailyBudget: 3000 }), 1)).toEqual([
      { path: "dailyBudget", message: "wizard.config.errors.budgetPerSet", publishOnly: true, values: { minimum: 4000, perSet: 2000, currency: "BRL" } },
    ]);
    const usd = { currency: "USD", perSetMinimum: 100 };
    expect(configIssues(valid({ adSets: sets, dailyBudget: 200, budgetRule: usd }), 1)).toEqual([]);
    expect(configIssues(valid({ adSets: sets, dailyBudget: 50, budgetRule: usd }), 1)).toEqual([
      {
        path: "dailyBudget",
        message: "campaignConfig.errors.budgetMinimum",
        publishOnly: false,
        values: { minimum: 100, maximum: 100_000_000, currency: "USD" },
      },
    ]);
  });

  it("says an emptied budget once, as not an amount, and not also as too little for the sets", () => {
    const sets = [adSet(), adSet({ id: "adset-2", name: "Academia" })];
    expect(configIssues(valid({ adSets: sets, dailyBudget: Number.NaN }), 1)).toEqual([
      { path: "dailyBudget", message: "campaignConfig.errors.budgetInvalid", publishOnly: false },
    ]);
  });

  it("gives no name with the no-enabled-set issue", () => {
    expect(configIssues(valid({ adSets: [adSet({ enabled: false, budget: 0 })] }), 1)).toEqual([
      { path: "adSets", message: "wizard.save.errors.noEnabledSet", publishOnly: false },
    ]);
  });

  it("lets saving through with only the creatives rule broken (every other issue is not publish-only)", () => {
    const blocking = (config: WizardConfig, creatives: number) => configIssues(config, creatives).filter((issue) => !issue.publishOnly);
    expect(blocking(valid(), 0)).toEqual([]);
    expect(blocking(valid({ dailyBudget: 1000 }), 0)).toHaveLength(1);
  });
});

describe("saveCampaignSchema applies the same configuration rules", () => {
  const payload = (config: WizardConfig): SaveCampaignInput => ({
    product: { url: "https://loja.example/tenis", name: "Tênis Corrida Pro" },
    ad: { headline: "Corra mais", description: "Conforto.", audienceTargeting: ["Corrida"], objective: "Conversões" },
    creatives: [],
    config,
  });
  const saveIssues = (config: WizardConfig) =>
    (saveCampaignSchema.safeParse(payload(config)).error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("uses wizardConfigSchema for its config", () => {
    expect(saveCampaignSchema.shape.config).toBe(wizardConfigSchema);
  });

  it("accepts a valid configuration without creatives (saving needs none)", () => {
    expect(saveIssues(valid())).toEqual([]);
  });

  it.each<[string, Partial<WizardConfig>]>([
    ["blank project name", { projectName: " " }],
    ["budget below the minimum", { dailyBudget: 1999 }],
    ["no enabled set", { adSets: [adSet({ enabled: false })] }],
    ["blank ad set title", { adSets: [adSet({ title: "" })] }],
    ["blank ad set text", { adSets: [adSet({ primaryText: "" })] }],
    ["end on the start date", { endDate: start }],
    ["span over 30 days", { endDate: addDays(start, 31) }],
    ["age out of range", { ageMin: 12 }],
    ["ages out of order", { ageMin: 50, ageMax: 20 }],
  ])("%s: the same issues, under config", (_rule, overrides) => {
    const config = valid(overrides);
    const expected = issuesOf(config);
    expect(expected).toHaveLength(1);
    expect(saveIssues(config)).toEqual(expected.map((issue) => `config.${issue}`));
  });
});

describe("impossible calendar days", () => {
  it.each(["2023-13-45", "2023-02-30", "0000-00-00", "2023-99-99"])("%s is refused as a date, not stored as another day", (day) => {
    expect(issuesOf(valid({ endDate: day }))).toEqual(["endDate: campaignConfig.errors.dateInvalid"]);
    expect(issuesOf(valid({ startDate: day, endDate: "" }))).toEqual(["startDate: campaignConfig.errors.dateInvalid"]);
  });
});

describe("every problem at once (issue 31)", () => {
  it("an emptied form reports its empty budget and the sets' empty copy together with the empty name", () => {
    const emptied = valid({
      projectName: "",
      dailyBudget: Number.NaN,
      adSets: [adSet({ title: "", primaryText: "" }), adSet({ id: "adset-2", title: "", primaryText: "" })],
    });
    expect(issuesOf(emptied)).toEqual([
      "projectName: campaignConfig.errors.projectNameRequired",
      "dailyBudget: campaignConfig.errors.budgetInvalid",
      "adSets.0.title: wizard.save.errors.adSetTitle",
      "adSets.0.primaryText: wizard.save.errors.adSetText",
      "adSets.1.title: wizard.save.errors.adSetTitle",
      "adSets.1.primaryText: wizard.save.errors.adSetText",
    ]);
  });

  it("a budget above the maximum says the maximum, as an amount", () => {
    expect(configIssues(valid({ dailyBudget: 9_999_999_900 }), 1)).toEqual([
      {
        path: "dailyBudget",
        message: "campaignConfig.errors.budgetMaximum",
        publishOnly: false,
        values: { minimum: 2000, maximum: 100_000_000, currency: "BRL" },
      },
    ]);
    expect(issuesOf(valid({ dailyBudget: 100_000_000 }))).toEqual([]);
  });
});

describe("one truth about targeting (issue 31)", () => {
  const connected = { metaConnected: true };
  const ready = { adAccountId: "act_1", pageId: "1" };
  it("a set showing the AI's segments with no Meta interest holds publishing back, beside its audience", () => {
    const suggested = adSet({ name: "Corrida + Maratona", audience: ["Corrida", "Maratona"] });
    expect(configIssues(valid({ ...ready, adSets: [suggested] }), 1, connected)).toEqual([
      { path: "adSets.0.audience", message: "wizard.adSets.errors.unmatched", publishOnly: true, values: { name: "Corrida + Maratona" } },
    ]);
    // Matched to Meta's interests, cleared to a broad audience, or paused: nothing shown goes unsent.
    const matched = adSet({ audience: ["Corrida"], metaInterests: [{ id: "6003", name: "Corrida" }] });
    expect(configIssues(valid({ ...ready, adSets: [matched] }), 1, connected)).toEqual([]);
    expect(configIssues(valid({ ...ready, adSets: [adSet({ audience: [] })] }), 1, connected)).toEqual([]);
    expect(configIssues(valid({ ...ready, adSets: [matched, adSet({ id: "adset-2", audience: ["Trilha"], enabled: false })] }), 1, connected)).toEqual([]);
  });

  it("before Meta is connected the segments are suggestions with nothing to match them yet", () => {
    expect(configIssues(valid({ adSets: [adSet({ audience: ["Corrida"] })] }), 1)).toEqual([]);
  });
});

describe("a WhatsApp destination (issue 34)", () => {
  const connected = { metaConnected: true, adAccountId: "act_1", pageId: "1" } as const;
  const whatsapp = (overrides: Partial<WizardConfig> = {}) =>
    valid({ destination: "whatsapp", whatsappMessage: "Oi! Tenho interesse no Tênis", adAccountId: "act_1", pageId: "1", ...overrides });

  it("is a website campaign unless said otherwise, with no message needed", () => {
    expect(wizardConfigSchema.parse(valid())).toMatchObject({ destination: "website", whatsappMessage: "" });
  });

  it("needs the prefilled message, within Meta's 300 characters", () => {
    expect(issuesOf(whatsapp())).toEqual([]);
    expect(issuesOf(whatsapp({ whatsappMessage: "  " }))).toEqual(["whatsappMessage: wizard.publish.errors.whatsappMessageRequired"]);
    expect(issuesOf(whatsapp({ whatsappMessage: "a".repeat(301) }))).toEqual(["whatsappMessage: wizard.destination.errors.messageTooLong"]);
    expect(issuesOf(whatsapp({ whatsappMessage: "a".repeat(300) }))).toEqual([]);
  });

  it("counts conversations, so a conversions objective asks for no pixel", () => {
    expect(configIssues(whatsapp({ pixelId: "" }), 1, { metaConnected: connected.metaConnected })).toEqual([]);
  });

  it("holds publishing back when the chosen Page reports no number, never while the number is unknown", () => {
    const page = (whatsappNumber: string | null | undefined) => [{ id: "1", canAdvertise: true, instagram: null, whatsappNumber }];
    expect(configIssues(whatsapp(), 1, { metaConnected: true, metaPages: page(null) })).toEqual([
      { path: "destination", message: "wizard.destination.errors.noNumber", publishOnly: true },
    ]);
    expect(configIssues(whatsapp(), 1, { metaConnected: true, metaPages: page("5511999990000") })).toEqual([]);
    expect(configIssues(whatsapp(), 1, { metaConnected: true, metaPages: page(undefined) })).toEqual([]);
    // A website campaign does not care whether the Page has a number.
    expect(configIssues(valid({ adAccountId: "act_1", pageId: "1" }), 1, { metaConnected: true, metaPages: page(null) })).toEqual([]);
  });
});
