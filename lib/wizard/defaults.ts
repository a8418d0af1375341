import type { GeneratedAd } from "@/lib/ai/generated-ad";
import { isCalendarDay, MIN_DAILY_BUDGET_CENTS } from "@/lib/campaigns/config-schema";
import { buildAdSets } from "./ad-sets";
import type { WizardConfig } from "./config-schema";

// spec 001 §4 Defaults on generation: objective traffic (conversions when the generated objective is
// "Conversões"), country BR, daily budget 2000 cents, 7 days from today.
export const DEFAULT_CAMPAIGN_DAYS = 7;
export const DEFAULT_AGES = { min: 18, max: 65 };

/** A local calendar date (yyyy-mm-dd) `days` after `from`. */
export function isoDay(from: Date, days = 0): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** The end date proposed when the start date changes: start + 7 days (001 §4). */
export function endDateFor(startDate: string): string {
  if (!isCalendarDay(startDate)) return "";
  const [year, month, day] = startDate.split("-").map(Number) as [number, number, number];
  return isoDay(new Date(year, month - 1, day), DEFAULT_CAMPAIGN_DAYS);
}

export function defaultConfig(productTitle: string, ad: GeneratedAd, today: Date, broadAudienceName: string): WizardConfig {
  return {
    projectName: productTitle.slice(0, 200),
    objective: ad.objective === "Conversões" ? "conversions" : "traffic",
    ctaText: ad.cta,
    startDate: isoDay(today),
    endDate: isoDay(today, DEFAULT_CAMPAIGN_DAYS),
    targetCountries: ["BR"],
    targetCities: [],
    ageMin: DEFAULT_AGES.min,
    ageMax: DEFAULT_AGES.max,
    dailyBudget: MIN_DAILY_BUDGET_CENTS,
    adSets: buildAdSets(ad.audienceTargeting, ad, MIN_DAILY_BUDGET_CENTS, broadAudienceName),
    metaAccountNames: {},
  };
}

/** The prompt of the first AI image (001 §7: professional product photography, no text). */
export function firstImagePrompt(productTitle: string): string {
  return productTitle.replace(/\s+/g, " ").trim().slice(0, 200);
}
