import "server-only";
import { db } from "@/lib/db";
import { metaConnectionStatus, type MetaConnectionStatus } from "./connection";

export async function getMetaConnectionStatus(userId: string): Promise<MetaConnectionStatus> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAccessToken: true, metaTokenExpiresAt: true } });
  return metaConnectionStatus(profile);
}
