import "server-only";
import { db } from "@/lib/db";
import { metaConnectionStatus, type MetaConnectionStatus } from "./connection";

export async function getMetaConnectionStatus(userId: string): Promise<MetaConnectionStatus> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAccessToken: true, metaTokenExpiresAt: true } });
  return metaConnectionStatus(profile);
}

// spec 001 §4: publishing stops when the token is missing, expired or has under 10 minutes left.
export const PUBLISH_MIN_TOKEN_MS = 10 * 60 * 1000;

export async function canPublishWithMeta(userId: string, now = new Date()): Promise<boolean> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAccessToken: true, metaTokenExpiresAt: true } });
  if (metaConnectionStatus(profile, now) !== "connected") return false;
  return profile!.metaTokenExpiresAt!.getTime() - now.getTime() >= PUBLISH_MIN_TOKEN_MS;
}
