import type { GeneratedAd } from "@/lib/ai/generated-ad";
import { buildAdSets } from "@/lib/wizard/ad-sets";
import { configIssues, wizardConfigSchema } from "@/lib/wizard/config-schema";
import { DEFAULT_CAMPAIGN_DAYS, defaultConfig, endDateFor, firstImagePrompt } from "@/lib/wizard/defaults";
import { todayInBrazil } from "@/lib/campaigns/calendar";
import { imagePromptSchema } from "@/lib/wizard/schemas";

// spec 001 §4 Defaults on generation: objective traffic (conversions when the generated objective is
// "Conversões"), country BR, daily budget 2000 cents, 7 days; changing the start date proposes
// start + 7 days. §5: the AI image prompt is at most 200 characters. (lib/wizard/ad-sets.ts has its
// own tests in lib/wizard/ad-sets.test.ts.)

const ad = (overrides: Partial<GeneratedAd> = {}): GeneratedAd => ({
  headline: "Corra mais",
  description: "Conforto para seus treinos.",
  cta: "LEARN_MORE",
  audienceTargeting: ["Corrida", "Maratona", "Academia", "Trilha", "Ciclismo", "Natação"],
  objective: "Tráfego",
  keywords: [],
  ...overrides,
});

describe("endDateFor: start + 7 days (001 §4)", () => {
  it.each([
    ["2023-12-01", "2023-12-08"],
    ["2023-12-28", "2024-01-04"],
    ["2023-12-31", "2024-01-07"],
    ["2023-02-25", "2023-03-04"],
    ["2024-02-25", "2024-03-03"],
    ["2023-10-30", "2023-11-06"],
  ])("%s → %s", (start, end) => {
    expect(endDateFor(start)).toBe(end);
  });

  it.each(["", "abc", "2023-12"])("gives no end date for %p", (start) => {
    expect(endDateFor(start)).toBe("");
  });
});

describe("defaultConfig (001 §4 Defaults on generation)", () => {
  it("objective is conversions only for 'Conversões', traffic otherwise", () => {
    expect(defaultConfig("Tênis", ad({ objective: "Conversões" }), "2025-06-01", "Broad Audience").objective).toBe("conversions");
    expect(defaultConfig("Tênis", ad({ objective: "Tráfego" }), "2025-06-01", "Broad Audience").objective).toBe("traffic");
  });

  it("targets BR with a daily budget of 2000 cents for each generated ad set, from today to 7 days later", () => {
    const config = defaultConfig("Tênis Corrida Pro", ad(), "2025-06-10", "Broad Audience");
    expect(config).toMatchObject({
      projectName: "Tênis Corrida Pro",
      ctaText: "LEARN_MORE",
      targetCountries: ["BR"],
      targetCities: [],
      dailyBudget: 4000,
      startDate: "2025-06-10",
      endDate: "2025-06-17",
      metaAccountNames: {},
    });
    expect(DEFAULT_CAMPAIGN_DAYS).toBe(7);
  });

  it("crosses a month and a year boundary: 2023-12-28 → 2024-01-04", () => {
    expect(defaultConfig("Tênis", ad(), "2023-12-28", "Broad Audience")).toMatchObject({ startDate: "2023-12-28", endDate: "2024-01-04" });
  });

  it("keeps the ages within 13..65", () => {
    const config = defaultConfig("Tênis", ad(), "2025-06-01", "Broad Audience");
    expect(config.ageMin).toBeGreaterThanOrEqual(13);
    expect(config.ageMax).toBeLessThanOrEqual(65);
    expect(config.ageMin).toBeLessThanOrEqual(config.ageMax);
  });

  it("builds the ad sets from the audience segments with the budget split among them, 2000 cents each", () => {
    const generated = ad();
    const config = defaultConfig("Tênis", generated, "2025-06-01", "Broad Audience");
    expect(config.adSets).toEqual(buildAdSets(generated.audienceTargeting, generated, 4000, "Broad Audience"));
    expect(config.adSets.map((set) => set.budget)).toEqual([2000, 2000]);
  });

  it("one broad set starts at 2000 cents", () => {
    expect(defaultConfig("Tênis", ad({ audienceTargeting: ["Corrida"] }), "2025-06-01", "Broad").dailyBudget).toBe(2000);
  });

  it("uses the broad audience name for fewer than 3 segments", () => {
    const config = defaultConfig("Tênis", ad({ audienceTargeting: ["Corrida"] }), "2025-06-01", "Público amplo");
    expect(config.adSets.map((set) => set.name)).toEqual(["Público amplo"]);
  });

  it("cuts the project name at 200 characters", () => {
    expect(defaultConfig("x".repeat(250), ad(), "2025-06-01", "Broad Audience").projectName).toHaveLength(200);
  });

  // Made from today in Brazil, as the wizard does: the rules refuse an end date already past (issue 28).
  it("satisfies every rule of 001 §5 as it is, the budget for its sets included (issue 31)", () => {
    for (const audienceTargeting of [["Corrida"], ad().audienceTargeting, Array.from({ length: 20 }, (_, index) => `Segmento ${index}`)]) {
      const config = defaultConfig("Tênis Corrida Pro", ad({ audienceTargeting }), todayInBrazil(), "Broad Audience");
      expect(wizardConfigSchema.safeParse(config).success).toBe(true);
      expect(configIssues(config, 1)).toEqual([]);
    }
  });
});

describe("firstImagePrompt", () => {
  it("is the product title with its whitespace collapsed", () => {
    expect(firstImagePrompt("  Tênis\n Corrida\t\tPro  ")).toBe("Tênis Corrida Pro");
  });

  it("is at most 200 characters, which the image action accepts", () => {
    const prompt = firstImagePrompt("Tênis Corrida Pro ".repeat(30));
    expect(prompt.length).toBeLessThanOrEqual(200);
    expect(prompt).toMatch(/^Tênis Corrida Pro/);
    expect(imagePromptSchema.safeParse({ prompt }).success).toBe(true);
    expect(firstImagePrompt("y".repeat(500))).toBe("y".repeat(200));
  });
});
