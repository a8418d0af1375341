import type { GeneratedAd } from "@/lib/ai/generated-ad";
import { DEFAULT_BUDGET_RULE, minimumFor } from "@/lib/money/budget-rule";
import { addDays, isCalendarDay } from "@/lib/campaigns/calendar";
import { buildAdSets, splitBudget } from "./ad-sets";
import type { WizardConfig } from "./config-schema";
import { CAMPAIGN_DEFAULTS } from "@/lib/campaigns/model";

// spec 001 §4 Defaults on generation: objective traffic (conversions when the generated objective is
// "Conversões"), country BR, 7 days from today. The daily budget is 001 §4's 2000 cents for each
// generated ad set, so the proposal passes 001 §5's own budget check as generated (issue 31).
export const DEFAULT_CAMPAIGN_DAYS = 7;
export const DEFAULT_AGES = { min: CAMPAIGN_DEFAULTS.ageMin, max: CAMPAIGN_DEFAULTS.ageMax };

/** The end date proposed when the start date changes: start + 7 days (001 §4). */
export function endDateFor(startDate: string): string {
  return isCalendarDay(startDate) ? addDays(startDate, DEFAULT_CAMPAIGN_DAYS) : "";
}

/** `today`: the calendar day (yyyy-mm-dd) the form counts from, Brazil's (decision 021). */
export function defaultConfig(productTitle: string, ad: GeneratedAd, today: string, broadAudienceName: string): WizardConfig {
  const sets = buildAdSets(ad.audienceTargeting, ad, 0, broadAudienceName);
  const dailyBudget = minimumFor(sets.length, DEFAULT_BUDGET_RULE);
  return {
    projectName: productTitle.slice(0, 200),
    objective: ad.objective === "Conversões" ? "conversions" : "traffic",
    ctaText: ad.cta,
    destination: "website",
    whatsappMessage: ad.whatsappMessage ?? "",
    creativeFeatures: [],
    startDate: today,
    endDate: endDateFor(today),
    targetCountries: [...CAMPAIGN_DEFAULTS.countries],
    targetCities: [],
    ageMin: DEFAULT_AGES.min,
    ageMax: DEFAULT_AGES.max,
    dailyBudget,
    adSets: splitBudget(sets, dailyBudget),
    metaAccountNames: {},
  };
}

/** The prompt of the first AI image (001 §7: professional product photography, no text). */
export function firstImagePrompt(productTitle: string): string {
  return productTitle.replace(/\s+/g, " ").trim().slice(0, 200);
}
