import { z } from "zod";

// Creative fatigue as Meta's Ads webhooks report it per ad (creative_fatigue: LOW, MEDIUM or HIGH, with
// Meta's message; lib/meta/webhooks/apply.ts keeps the newest per ad in campaigns.meta_fatigue). The
// campaign shows its most tired ad: MEDIUM and HIGH are worth the seller's attention, LOW is not.

const LEVELS = ["LOW", "MEDIUM", "HIGH"] as const;
export type FatigueLevel = (typeof LEVELS)[number];

const entrySchema = z.object({ level: z.enum(LEVELS), at: z.string(), message: z.string().optional() });

export type CampaignFatigue = { level: "MEDIUM" | "HIGH"; ads: number; message: string | null };

/** The campaign's most tired ads (how many are at that level, and Meta's latest words on them), or null when none is MEDIUM or HIGH. */
export function campaignFatigue(stored: unknown): CampaignFatigue | null {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const entries = Object.values(stored).flatMap((value) => {
    const parsed = entrySchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  for (const level of ["HIGH", "MEDIUM"] as const) {
    const tired = entries.filter((entry) => entry.level === level).sort((a, b) => b.at.localeCompare(a.at));
    if (tired.length) return { level, ads: tired.length, message: tired.find((entry) => entry.message)?.message ?? null };
  }
  return null;
}
