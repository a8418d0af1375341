import "server-only";
import { db } from "@/lib/db";
import { metaConnectionOf, usableMetaToken } from "./connect";
import type { MetaConnectionStatus } from "./token-state";

export async function getMetaConnectionStatus(userId: string): Promise<MetaConnectionStatus> {
  return (await metaConnectionOf(userId)).status;
}

// spec 001 §4: publishing stops when the token is missing, expired or has under 10 minutes left.
export async function canPublishWithMeta(userId: string, now = new Date()): Promise<boolean> {
  return (await usableMetaToken(userId, "publish", now)).ok;
}

export async function getMetaAssetCounts(userId: string): Promise<{ adAccounts: number; pages: number; pixels: number }> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true, metaPagesData: true, metaPixelsData: true } });
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  return { adAccounts: count(profile?.metaAdAccountsData), pages: count(profile?.metaPagesData), pixels: count(profile?.metaPixelsData) };
}
