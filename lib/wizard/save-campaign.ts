import "server-only";
import { db } from "@/lib/db";
import { assertCanCreateCampaign, planLimitFailure } from "@/lib/plans/limits";
import { isOwnMedia } from "@/lib/storage/keys";
import type { SaveCampaignValues } from "./save-schema";
import type { MessageKey } from "@/lib/actions/result";
import { dayColumn } from "@/lib/campaigns/calendar";

export type SaveOutcome = { ok: true; campaignId: string } | { ok: false; error: MessageKey; values?: Record<string, number> };

// spec 001 §7: the image is the main creative, else the first, else none.
function mainImage(creatives: SaveCampaignValues["creatives"]): string | null {
  const images = creatives.filter((creative) => creative.type === "image");
  return (images.find((creative) => creative.isMain) ?? images[0])?.url ?? null;
}

/**
 * Stores the wizard's campaign as a draft (only enabled ad sets). A new campaign counts toward the
 * plan: the quota is checked inside the same transaction, behind a lock on the profile row.
 */
export async function saveCampaign(userId: string, input: SaveCampaignValues): Promise<SaveOutcome> {
  const enabledSets = input.config.adSets.filter((set) => set.enabled);
  if (!enabledSets.length) return { ok: false, error: "wizard.save.errors.noEnabledSet" };
  // Creatives must be files this user uploaded or generated: no foreign or outside addresses.
  if (input.creatives.some((creative) => !isOwnMedia(creative.url, userId))) {
    return { ok: false, error: "wizard.save.errors.foreignMedia" };
  }
  const data = {
    productName: input.product.name,
    projectName: input.config.projectName,
    productUrl: input.product.url,
    headline: input.ad.headline,
    description: input.ad.description,
    cta: input.config.ctaText,
    destination: input.config.destination,
    // Kept for a website campaign too: switching back to WhatsApp finds the message as written.
    whatsappMessage: input.config.whatsappMessage.trim() || null,
    creativeFeatures: input.config.creativeFeatures,
    targetAudience: input.ad.audienceTargeting.join(", "),
    objective: input.ad.objective,
    campaignObjective: input.config.objective,
    dailyBudget: input.config.dailyBudget,
    // The chosen ad account's currency (BRL until one is chosen); publishing checks it against the account.
    currency: input.config.budgetRule.currency,
    targetingAgeMin: input.config.ageMin,
    targetingAgeMax: input.config.ageMax,
    targetingCountries: input.config.targetCountries,
    targetingCities: input.config.targetCities,
    targetingInterests: enabledSets.flatMap((set) => set.metaInterests),
    startDate: dayColumn(input.config.startDate),
    endDate: input.config.endDate ? dayColumn(input.config.endDate) : null,
    imageUrl: mainImage(input.creatives),
    creatives: input.creatives,
    adSetsConfig: enabledSets,
    metaAdAccountName: input.config.metaAccountNames.adAccountName ?? null,
    metaPageName: input.config.metaAccountNames.pageName ?? null,
    metaPixelName: input.config.metaAccountNames.pixelName ?? null,
    metaInstagramUsername: input.config.metaAccountNames.instagramUsername ?? null,
    // Kept so the campaign can be published later from its page, card or list with the same assets.
    metaAdAccountId: input.config.adAccountId || null,
    metaPageId: input.config.pageId || null,
    metaInstagramId: input.config.instagramAccountId || null,
    metaPixelId: input.config.pixelId || null,
  };
  if (input.campaignId) {
    const updated = await db.campaign.updateMany({ where: { id: input.campaignId, userId }, data });
    return updated.count ? { ok: true, campaignId: input.campaignId } : { ok: false, error: "campaigns.errors.notFound" };
  }
  try {
    return await db.$transaction(async (tx) => {
      await assertCanCreateCampaign(tx, userId);
      const campaign = await tx.campaign.create({ data: { ...data, userId, status: "draft" } });
      return { ok: true as const, campaignId: campaign.id };
    });
  } catch (error) {
    const refused = planLimitFailure(error);
    if (refused) return refused;
    throw error;
  }
}
