import { z } from "zod";
import { CTA_OPTIONS } from "./config-schema";

// What a campaign is, said once: how it is named on every screen and in every message, and the shape of
// the Meta ad account it runs in. Everything else that needs these calls here.

/** A Meta ad account id as Graph writes it ("act_" and its number). */
export const adAccountIdSchema = z.string().regex(/^act_\d{1,30}$/);

type Named = { projectName?: string | null; productName?: string | null };

/**
 * The campaign's name as the seller reads it: the project name they gave, else the product's name, else
 * `fallback` (a screen's "Untitled", a Meta id in a message). A blank name counts as none.
 */
export function campaignName(campaign: Named, fallback = ""): string {
  return campaign.projectName?.trim() || campaign.productName?.trim() || fallback;
}

/** What a campaign targets and asks when a field is unset: Brazil, ages 18 to 65, "Learn more" (001 §9). */
export const CAMPAIGN_DEFAULTS = { ageMin: 18, ageMax: 65, countries: ["BR"], cta: "LEARN_MORE" } as const;

type Targeted = { targetingAgeMin: number | null; targetingAgeMax: number | null; targetingCountries: string[] };

/** The ages Meta receives for the campaign, and every screen shows. */
export function campaignAges(campaign: Pick<Targeted, "targetingAgeMin" | "targetingAgeMax">): { ageMin: number; ageMax: number } {
  return { ageMin: campaign.targetingAgeMin ?? CAMPAIGN_DEFAULTS.ageMin, ageMax: campaign.targetingAgeMax ?? CAMPAIGN_DEFAULTS.ageMax };
}

/** The countries Meta receives: those chosen, else Brazil. */
export function campaignCountries(campaign: Pick<Targeted, "targetingCountries">): string[] {
  return campaign.targetingCountries.length ? campaign.targetingCountries : [...CAMPAIGN_DEFAULTS.countries];
}

/** The call to action Meta receives: the stored one when Meta knows it, else "Learn more". */
export function campaignCta(cta: string | null): (typeof CTA_OPTIONS)[number] {
  return CTA_OPTIONS.find((option) => option === cta) ?? CAMPAIGN_DEFAULTS.cta;
}

/** Where a campaign's ads take people (issue 34): the product page, or a WhatsApp chat with the seller. */
export const DESTINATIONS = ["website", "whatsapp"] as const;
export type Destination = (typeof DESTINATIONS)[number];

export function campaignDestination(campaign: { destination?: string | null }): Destination {
  return campaign.destination === "whatsapp" ? "whatsapp" : "website";
}

export { WHATSAPP_MESSAGE_MAX } from "./config-schema";
