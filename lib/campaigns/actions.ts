"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { campaignEditSchema } from "./config-schema";
import { updateCampaignConfig } from "./edit";
import { syncCampaigns } from "@/lib/meta/sync";
import { manageCampaign } from "./manage";
import { campaignIdSchema, manageCampaignSchema } from "./schemas";
import { requestLogger } from "@/lib/log/request";

function revalidateCampaignPages(campaignId?: string) {
  revalidatePath("/dashboard");
  revalidatePath("/campaigns");
  if (campaignId) revalidatePath(`/campaigns/${campaignId}`);
}

// spec 000 §7 manage-campaign: pause, activate, duplicate, delete (plus archive and restore).
export const manageCampaignAction = userAction(manageCampaignSchema, async ({ action, campaignId, atMeta }, user) => {
  const t = await getTranslations("campaigns");
  const outcome = await manageCampaign(user.id, action, campaignId, { copySuffix: t("copySuffix"), ...(atMeta ? { atMeta } : {}) });
  if (!outcome.ok) return { ok: false as const, error: outcome.error, ...(outcome.values ? { values: outcome.values } : {}) };
  revalidateCampaignPages(campaignId);
  return ok({ campaignId: outcome.campaignId });
});

// spec 000 §7 meta-insights: after the list loads and on 'Refresh data'.
export const refreshInsightsAction = userAction(z.object({ onlyStale: z.boolean().default(false) }), async ({ onlyStale }, user) => {
  const result = await syncCampaigns(user.id, { onlyStale });
  if (!result.ok) {
    (await requestLogger()).info({ userId: user.id, error: result.error }, "[insights] not refreshed");
    return fail(result.error);
  }
  if (result.refreshed) revalidateCampaignPages();
  return ok({ refreshed: result.refreshed });
});

export const updateCampaignAction = userAction(z.object({ campaignId: campaignIdSchema, values: campaignEditSchema }), async ({ campaignId, values }, user) => {
  const saved = await updateCampaignConfig(user.id, campaignId, values);
  // A refusal with figures (the budget) is read whole where the form shows it; others mark their field.
  if (!saved.ok) return fail(saved.error, saved.field && !saved.values ? { [`values.${saved.field}`]: saved.error } : undefined, saved.values);
  revalidateCampaignPages(campaignId);
  return ok({ campaignId });
});
