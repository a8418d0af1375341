import "server-only";
import { db } from "@/lib/db";
import { budgetTooLow } from "@/lib/meta/errors";
import type { PublishState } from "@/lib/meta/run-state";
import { splitBudget } from "@/lib/wizard/ad-sets";
import { campaignBudgetRule } from "./budget-of";
import { checkBudget } from "@/lib/money/budget-rule";
import { storedAdSets, type StoredAdSet } from "./stored";
import { editAtMeta, type EditOutcome } from "./edit-at-meta";
import type { CampaignEditValues } from "./config-schema";
import { dayColumn } from "./calendar";
import { campaignDestination } from "./model";

/** The stored sets with the edited copy and switches (by id); a set the form did not send stays as it is. */
function editedSets(sets: StoredAdSet[], edits: CampaignEditValues["adSets"]): StoredAdSet[] {
  return sets.map((set) => {
    const edit = edits.find((item) => item.id === set.id);
    return edit ? { ...set, title: edit.title, primaryText: edit.primaryText, enabled: edit.enabled } : set;
  });
}

/**
 * Saves the edited configuration of one of the user's campaigns. The daily budget is split over the
 * enabled ad sets as the wizard does and must cover the minimum each (R$ 20, or the ad account's own in
 * its currency: 001 §5, with the 001 §8 figures, never a silent rounding). A campaign linked to Meta changes there first: if Meta refuses, nothing changes here.
 */
export async function updateCampaignConfig(userId: string, campaignId: string, values: CampaignEditValues): Promise<EditOutcome> {
  const campaign = await db.campaign.findFirst({
    where: { id: campaignId, userId },
    select: {
      projectName: true,
      productName: true,
      productUrl: true,
      dailyBudget: true,
      currency: true,
      startDate: true,
      endDate: true,
      targetingAgeMin: true,
      targetingAgeMax: true,
      cta: true,
      destination: true,
      whatsappMessage: true,
      creativeFeatures: true,
      adSetsConfig: true,
      creatives: true,
      metaCampaignId: true,
      metaAdAccountId: true,
      metaPageId: true,
      metaInstagramId: true,
      publishRun: { select: { state: true } },
    },
  });
  if (!campaign) return { ok: false, error: "campaigns.errors.notFound" };
  // A WhatsApp ad opens the chat with its message: it may change, never go (issue 34).
  const whatsapp = campaignDestination(campaign) === "whatsapp";
  if (whatsapp && values.whatsappMessage === "") return { ok: false, error: "wizard.publish.errors.whatsappMessageRequired", field: "whatsappMessage" };
  const sets = storedAdSets(campaign.adSetsConfig);
  const edited = editedSets(sets, values.adSets);
  const enabled = edited.filter((set) => set.enabled).length;
  // The amount was typed in the currency the form showed; the campaign's own currency decides.
  if (values.budgetRule.currency !== campaign.currency) {
    return {
      ok: false,
      error: "campaignConfig.errors.budgetCurrencyChanged",
      values: { campaign: values.budgetRule.currency, account: campaign.currency },
      field: "dailyBudget",
    };
  }
  const rule = await campaignBudgetRule(userId, campaign);
  const budget = checkBudget(values.dailyBudget, enabled, rule);
  if (!budget.ok) {
    const classification = budgetTooLow(budget.currentCents, budget.minimumCents, Math.max(1, enabled), rule);
    return { ok: false, error: classification.hintKey, values: classification.values, field: "dailyBudget" };
  }
  const newSets = splitBudget(edited, values.dailyBudget);
  let runState: PublishState | null = null;
  if (campaign.metaCampaignId) {
    const atMeta = await editAtMeta(userId, { ...campaign, metaCampaignId: campaign.metaCampaignId }, values, sets, newSets);
    if (!atMeta.ok) return atMeta;
    if ("state" in atMeta) runState = atMeta.state;
  }
  await db.$transaction([
    db.campaign.updateMany({
      where: { id: campaignId, userId },
      data: {
        projectName: values.projectName,
        headline: values.headline || null,
        description: values.description || null,
        cta: values.cta,
        ...(whatsapp && values.whatsappMessage ? { whatsappMessage: values.whatsappMessage } : {}),
        dailyBudget: values.dailyBudget,
        adSetsConfig: newSets,
        startDate: dayColumn(values.startDate),
        endDate: values.endDate ? dayColumn(values.endDate) : null,
        targetingAgeMin: values.ageMin,
        targetingAgeMax: values.ageMax,
      },
    }),
    ...(runState ? [db.metaPublishRun.updateMany({ where: { campaignId, userId }, data: { state: runState } })] : []),
  ]);
  return { ok: true };
}
