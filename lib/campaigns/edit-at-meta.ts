import "server-only";
import { chosenFeatures } from "@/lib/meta/creative-features";
import { withMeta } from "@/lib/meta/with-meta";
import { accountTimeZone } from "@/lib/meta/account-money";
import { applyAtMeta } from "@/lib/meta/edits/change";
import { copyChanges } from "@/lib/meta/edits/copy";
import { datesChanged, plannedChanges, type EditSnapshot } from "@/lib/meta/edits/push";
import { claimOldMainAds, readState, type PublishState } from "@/lib/meta/run-state";
import { storedDay } from "./calendar";
import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";
import { storedCreatives, type StoredAdSet } from "./stored";
import type { CampaignEditValues } from "./config-schema";
import type { MessageKey } from "@/lib/actions/result";
import { campaignAges, campaignCta, campaignDestination, campaignName } from "./model";

/** What an edit answers: done, or the message (and the field it belongs to). */
export type EditOutcome = { ok: true } | { ok: false; error: MessageKey; values?: Record<string, string | number>; field?: string };

/** The stored campaign as a linked edit reads it. */
export type LinkedCampaign = {
  projectName: string | null;
  productName: string | null;
  productUrl: string | null;
  cta: string | null;
  destination: string;
  whatsappMessage: string | null;
  creativeFeatures: string[];
  startDate: Date | null;
  endDate: Date | null;
  targetingAgeMin: number | null;
  targetingAgeMax: number | null;
  creatives: unknown;
  metaCampaignId: string;
  metaAdAccountId: string | null;
  metaPageId: string | null;
  metaInstagramId: string | null;
  publishRun: { state: unknown } | null;
};

/**
 * Makes an edit of a linked campaign at Meta before it counts as saved (issue 11): what Meta cannot do
 * is refused with the reason; a refusal by Meta leaves both sides as they were. Answers the run's state
 * with the ads' new creatives, to be stored with the campaign.
 */
export async function editAtMeta(
  userId: string,
  campaign: LinkedCampaign,
  values: CampaignEditValues,
  sets: StoredAdSet[],
  newSets: StoredAdSet[],
): Promise<EditOutcome | { ok: true; state: PublishState }> {
  if (!values.endDate && campaign.endDate) return { ok: false, error: "campaignConfig.errors.endDateRequiredAfterPublish", field: "endDate" };
  const state = readState(campaign.publishRun?.state);
  const selection = state.selection;
  const adAccountId = campaign.metaAdAccountId ?? selection?.adAccountId;
  const pageId = campaign.metaPageId ?? selection?.pageId;
  const link = campaign.productUrl;
  if (!adAccountId || !pageId || !link) return { ok: false, error: "campaignConfig.errors.notEditableAtMeta" };
  // A set left off at publishing has nothing at Meta to switch on.
  const unpublished = newSets.find((set) => set.enabled && !state.adSets[set.id]?.adSetId);
  if (unpublished) return { ok: false, error: "campaignConfig.errors.adSetNotPublished", values: { name: unpublished.name }, field: "adSets" };

  const snapshot = (
    name: string,
    cta: string,
    whatsappMessage: string,
    start: string | null,
    end: string | null,
    ageMin: number,
    ageMax: number,
    list: StoredAdSet[],
  ): EditSnapshot => ({
    name,
    cta,
    whatsappMessage,
    startDate: start,
    endDate: end,
    ageMin,
    ageMax,
    adSets: list.map((set) => ({
      id: set.id,
      name: set.name,
      metaAdSetId: state.adSets[set.id]?.adSetId ?? null,
      budget: set.budget,
      enabled: set.enabled,
      title: set.title,
      primaryText: set.primaryText,
    })),
  });
  const before = snapshot(
    campaignName(campaign),
    campaignCta(campaign.cta),
    campaign.whatsappMessage ?? "",
    storedDay(campaign.startDate),
    storedDay(campaign.endDate),
    campaignAges(campaign).ageMin,
    campaignAges(campaign).ageMax,
    sets,
  );
  const after = snapshot(
    values.projectName,
    values.cta,
    values.whatsappMessage ?? campaign.whatsappMessage ?? "",
    values.startDate,
    values.endDate || null,
    values.ageMin,
    values.ageMax,
    newSets,
  );
  // Moved dates are written in the ad account's zone (Meta's answer is kept for hours); unused otherwise.
  let timeZone = BRAZIL_TIME_ZONE;
  if (datesChanged(before, after)) {
    const zone = await withMeta(userId, (client) => accountTimeZone(client, userId, adAccountId));
    if (!zone.ok) return { ok: false, error: zone.error, ...(zone.detail ? { values: { detail: zone.detail } } : {}) };
    timeZone = zone.data;
  }
  const creatives = storedCreatives(campaign.creatives);
  const main = creatives.find((creative) => creative.isMain) ?? creatives[0];
  if (main) claimOldMainAds(state, main.id);
  const context = {
    adAccountId,
    pageId,
    instagramAccountId: campaign.metaInstagramId ?? selection?.instagramAccountId ?? null,
    link,
    destination: campaignDestination(campaign),
    creativeFeatures: chosenFeatures(campaign.creativeFeatures),
    creatives,
    state,
  };
  const pushed = await applyAtMeta(userId, [...plannedChanges(campaign.metaCampaignId, before, after, timeZone), ...copyChanges(context, before, after)]);
  if (!pushed.ok) return { ok: false, error: pushed.error, ...(pushed.detail ? { values: { detail: pushed.detail } } : {}) };
  return { ok: true, state };
}
