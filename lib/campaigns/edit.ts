import "server-only";
import { db, type Prisma } from "@/lib/db";
import { pushCampaignEdits, type EditSnapshot } from "@/lib/meta/edits/push";
import { budgetTooLow } from "@/lib/meta/publish/classify";
import { readState } from "@/lib/meta/publish/types";
import { checkBudget, splitBudget } from "@/lib/wizard/ad-sets";
import { adSetsOf } from "./detail";
import type { CampaignEditValues } from "./config-schema";

export type EditOutcome = { ok: true } | { ok: false; error: string; values?: Record<string, string | number>; field?: string };

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * Saves the edited configuration of one of the user's campaigns. The daily budget is split over the
 * enabled ad sets as the wizard does and must cover R$ 20 each (001 §5, with the 001 §8 figures, never
 * a silent rounding). A campaign linked to Meta changes there first: if Meta refuses, nothing changes here.
 */
export async function updateCampaignConfig(userId: string, campaignId: string, values: CampaignEditValues): Promise<EditOutcome> {
  const campaign = await db.campaign.findFirst({
    where: { id: campaignId, userId },
    select: { projectName: true, productName: true, dailyBudget: true, startDate: true, endDate: true, targetingAgeMin: true, targetingAgeMax: true, cta: true, adSetsConfig: true, metaCampaignId: true, publishRun: { select: { state: true } } },
  });
  if (!campaign) return { ok: false, error: "campaigns.errors.notFound" };
  const sets = adSetsOf(campaign.adSetsConfig);
  const enabled = sets.filter((set) => set.enabled).length;
  const budget = checkBudget(values.dailyBudget, enabled);
  if (!budget.ok) {
    const classification = budgetTooLow(budget.currentCents, budget.minimumCents, Math.max(1, enabled));
    return { ok: false, error: classification.hintKey, values: classification.values, field: "dailyBudget" };
  }
  const newSets = splitBudget(sets, values.dailyBudget);
  if (campaign.metaCampaignId) {
    if (values.cta !== campaign.cta) return { ok: false, error: "campaignConfig.errors.lockedAfterPublish", field: "cta" };
    if (!values.endDate && campaign.endDate) return { ok: false, error: "campaignConfig.errors.endDateRequiredAfterPublish", field: "endDate" };
    const metaIds = readState(campaign.publishRun?.state).adSets;
    const snapshot = (name: string, start: string | null, end: string | null, ageMin: number, ageMax: number, list: typeof sets): EditSnapshot => ({
      name,
      startDate: start,
      endDate: end,
      ageMin,
      ageMax,
      adSets: list.map((set, index) => {
        const key = set.id ?? `#${index}`;
        return { key, metaAdSetId: metaIds[key]?.adSetId ?? null, budget: set.budget, enabled: set.enabled };
      }),
    });
    const before = snapshot(campaign.projectName ?? campaign.productName ?? "", day(campaign.startDate), day(campaign.endDate), campaign.targetingAgeMin ?? 18, campaign.targetingAgeMax ?? 65, sets);
    const after = snapshot(values.projectName, values.startDate, values.endDate || null, values.ageMin, values.ageMax, newSets);
    const pushed = await pushCampaignEdits(userId, campaign.metaCampaignId, before, after);
    if (!pushed.ok) return { ok: false, error: pushed.error, ...(pushed.detail ? { values: { detail: pushed.detail } } : {}) };
  }
  await db.campaign.updateMany({
    where: { id: campaignId, userId },
    data: {
      projectName: values.projectName,
      headline: values.headline || null,
      description: values.description || null,
      cta: values.cta,
      dailyBudget: values.dailyBudget,
      adSetsConfig: newSets as Prisma.InputJsonValue,
      startDate: new Date(`${values.startDate}T00:00:00Z`),
      endDate: values.endDate ? new Date(`${values.endDate}T00:00:00Z`) : null,
      targetingAgeMin: values.ageMin,
      targetingAgeMax: values.ageMax,
    },
  });
  return { ok: true };
}
