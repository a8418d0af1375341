import "server-only";
import { db } from "@/lib/db";
import type { CampaignEditValues } from "./config-schema";

/** Saves the edited configuration of one of the user's campaigns; false when it is not theirs. */
export async function updateCampaignConfig(userId: string, campaignId: string, values: CampaignEditValues): Promise<boolean> {
  const updated = await db.campaign.updateMany({
    where: { id: campaignId, userId },
    data: {
      projectName: values.projectName,
      headline: values.headline || null,
      description: values.description || null,
      cta: values.cta,
      dailyBudget: values.dailyBudget,
      currency: "BRL",
      startDate: new Date(`${values.startDate}T00:00:00Z`),
      endDate: values.endDate ? new Date(`${values.endDate}T00:00:00Z`) : null,
      targetingAgeMin: values.ageMin,
      targetingAgeMax: values.ageMax,
    },
  });
  return updated.count === 1;
}
