import "server-only";
import { db } from "@/lib/db";

/** The plan fields of a user's profile (null when the profile is missing). */
export function getPlanProfile(userId: string) {
  return db.profile.findUnique({ where: { userId }, select: { planType: true, campaignLimit: true, planExpiresAt: true } });
}
