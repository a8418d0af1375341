import "server-only";
import { db } from "@/lib/db";
import { userBudgetRule } from "@/lib/meta/account-money";
import { canPublishWithMeta } from "@/lib/meta/status";
import { identitiesForPublish } from "@/lib/meta/regulation/identities";
import { targetsBrazil } from "@/lib/meta/regulation/fields";
import { regulationClassification, type PublishErrorClassification } from "@/lib/meta/errors";
import { planPublish } from "./plan";
import { createdAnything, emptyState, readState, type PublishSelection, type PublishStep } from "@/lib/meta/run-state";
import type { MessageKey } from "@/lib/actions/result";

// The checks publishing makes before anything is sent to Meta (001 §4, §5): the campaign is the user's,
// the Meta token has time left, and the campaign can be sent. The publish action makes them before it
// queues a job, and the job again before it sends anything.

/** The campaign's status once published: "active" when activated, else "paused" (as it stays at Meta). */
export type PublishedStatus = "paused" | "active";

export type PublishOutcome =
  | { ok: true; metaCampaignId: string; status: PublishedStatus }
  | { ok: false; error: MessageKey; values?: Record<string, string | number>; classification?: PublishErrorClassification; step?: PublishStep };

export const CAMPAIGN_COLUMNS = {
  id: true,
  userId: true,
  productName: true,
  projectName: true,
  productUrl: true,
  cta: true,
  campaignObjective: true,
  destination: true,
  whatsappMessage: true,
  creativeFeatures: true,
  dailyBudget: true,
  currency: true,
  targetingAgeMin: true,
  targetingAgeMax: true,
  targetingCountries: true,
  targetingCities: true,
  startDate: true,
  endDate: true,
  creatives: true,
  adSetsConfig: true,
  metaCampaignId: true,
  status: true,
} as const;

type Campaign = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

const findCampaign = (userId: string, campaignId: string) => db.campaign.findFirst({ where: { id: campaignId, userId }, select: CAMPAIGN_COLUMNS });

export function completedOutcome(metaCampaignId: string, status: string): PublishOutcome {
  return { ok: true, metaCampaignId, status: status === "active" ? "active" : "paused" };
}

/** Either the outcome to answer at once (a failed check, or the campaign already published), or what publishing starts from. */
export type Prepared = { ready: false; outcome: PublishOutcome } | { ready: true; campaign: Campaign; chosen: PublishSelection };

export async function preparePublish(userId: string, campaignId: string, selection: PublishSelection): Promise<Prepared> {
  const campaign = await findCampaign(userId, campaignId);
  if (!campaign) return { ready: false, outcome: { ok: false, error: "campaigns.errors.notFound" } };
  const existing = await db.metaPublishRun.findUnique({ where: { campaignId }, select: { status: true, state: true } });
  if (existing?.status === "completed" && campaign.metaCampaignId) return { ready: false, outcome: completedOutcome(campaign.metaCampaignId, campaign.status) };
  if (!(await canPublishWithMeta(userId))) return { ready: false, outcome: { ok: false, error: "wizard.publish.errors.metaRequired" } };

  // A retry keeps the ad account, page and pixel of what it already created; before anything exists
  // the user may have picked other assets (e.g. after an ad account problem).
  const stored = existing ? readState(existing.state) : emptyState();
  const chosen: PublishSelection = stored.selection && createdAnything(stored) ? { ...stored.selection, activate: selection.activate } : selection;
  // The account's currency and minimum when Meta answers now; the job reads them again before any write.
  const rule = chosen.adAccountId ? await userBudgetRule(userId, chosen.adAccountId) : null;
  const planned = planPublish(campaign, chosen, userId, null, rule?.ok ? rule.rule : null);
  if (!planned.ok) {
    const { error, values, classification } = planned;
    return { ready: false, outcome: { ok: false, error, ...(values ? { values } : {}), ...(classification ? { classification } : {}) } };
  }
  // Brazil's ad regulation (Meta OCC 2025-12-08): Meta refuses an ad set shown in Brazil without the
  // verified beneficiary and payer, and only once the campaign exists; without the ids nothing is sent.
  if (targetsBrazil(planned.plan.countries, planned.plan.citySlugs) && !(await identitiesForPublish(userId, chosen.adAccountId))) {
    const classification = regulationClassification("missing");
    return { ready: false, outcome: { ok: false, error: classification.titleKey, classification, step: "start" } };
  }
  return { ready: true, campaign, chosen };
}

/** The checks alone: null when publishing may go ahead, else the outcome to answer now. */
export async function checkPublish(userId: string, campaignId: string, selection: PublishSelection): Promise<PublishOutcome | null> {
  const prepared = await preparePublish(userId, campaignId, selection);
  return prepared.ready ? null : prepared.outcome;
}
