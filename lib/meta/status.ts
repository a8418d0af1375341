import "server-only";
import { db } from "@/lib/db";
import { metaTokenOf } from "./connect";
import { metaConnectionStatus, type MetaConnectionStatus } from "./connection";

// spec 001 §4: a token that does not decrypt (altered, or from another key) counts as not connected.
export async function getMetaConnectionStatus(userId: string): Promise<MetaConnectionStatus> {
  const token = await metaTokenOf(userId);
  return metaConnectionStatus(token ? { metaAccessToken: "present", metaTokenExpiresAt: token.expiresAt } : null);
}

// spec 001 §4: publishing stops when the token is missing, expired or has under 10 minutes left.
export const PUBLISH_MIN_TOKEN_MS = 10 * 60 * 1000;

export async function canPublishWithMeta(userId: string, now = new Date()): Promise<boolean> {
  const token = await metaTokenOf(userId);
  return Boolean(token?.expiresAt && token.expiresAt.getTime() - now.getTime() >= PUBLISH_MIN_TOKEN_MS);
}

export async function getMetaAssetCounts(userId: string): Promise<{ adAccounts: number; pages: number; pixels: number }> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true, metaPagesData: true, metaPixelsData: true } });
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  return { adAccounts: count(profile?.metaAdAccountsData), pages: count(profile?.metaPagesData), pixels: count(profile?.metaPixelsData) };
}

export async function getMetaTokenExpiry(userId: string): Promise<Date | null> {
  return (await metaTokenOf(userId))?.expiresAt ?? null;
}
