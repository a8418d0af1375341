import { z } from "zod";

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
