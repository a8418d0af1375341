import "server-only";
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";

// spec 000 §2 (data deletion page), §3 (profile fields), §7 (disconnect): what Meta's data deletion and
// deauthorize callbacks do to our data, and the public status of a deletion request.

/** Every Meta and Instagram field of a profile, emptied (the same reset as a disconnect, 000 §7). */
export const META_PROFILE_RESET = {
  metaAccessToken: null,
  metaTokenExpiresAt: null,
  metaUserId: null,
  metaPermissions: [],
  metaBusinessId: null,
  metaAdAccountId: null,
  metaPageId: null,
  instagramAccountId: null,
  instagramAccountUsername: null,
  metaAdAccountsData: [],
  metaPagesData: [],
  metaPixelsData: [],
} satisfies Prisma.ProfileUpdateManyMutationInput;

// The data deletion page (legal.deletion §4) also promises the campaigns' links to Meta go.
const CAMPAIGN_META_RESET = {
  metaCampaignId: null,
  adStatus: null,
  metaAdAccountName: null,
  metaPageName: null,
  metaPixelName: null,
  metaInstagramUsername: null,
} satisfies Prisma.CampaignUpdateManyMutationInput;

export type DataDeletionStatus = "received" | "completed";
export type DataDeletionView = { status: DataDeletionStatus; receivedAt: Date; completedAt: Date | null };

// Meta asks for an alphanumeric code. 20 symbols of Crockford's base32 (no I, L, O, U) carry 100 random
// bits: unguessable, and easy to read out or type. 32 divides 256, so `byte % 32` is unbiased.
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 20;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export function newConfirmationCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/** The code as typed (spaces, dashes, lower case forgiven), or null when it cannot be one of ours. */
export function normalizeConfirmationCode(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 64) return null;
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export const dataDeletionStatusUrl = (code: string) => new URL(`/exclusao-dados-usuario/status?code=${encodeURIComponent(code)}`, env.APP_URL).toString();

// The deletion row keeps no Meta user id: after the deletion, that id is the very data we promised to
// erase. It keeps a keyed digest instead (HMAC-SHA-256 under a key derived from ENCRYPTION_KEY), enough
// to answer "did Meta send a deletion for this id?" for someone who already knows the id, never enough to
// recover it. A plain SHA-256 would not do: app-scoped ids are short digit strings, easily enumerated.
export function metaUserIdDigest(metaUserId: string): string {
  const key = Buffer.from(hkdfSync("sha256", env.ENCRYPTION_KEY, "", "meta-data-deletion:user-id", 32));
  return createHmac("sha256", key).update(metaUserId).digest("hex");
}

/**
 * Meta's data deletion callback: erases the Meta data of every profile linked to this app-scoped user and
 * records the request, in one transaction. The request is complete at once (nothing is left to delete, even
 * when no profile matched), so it is recorded as completed.
 */
export async function deleteMetaUserData(metaUserId: string, now = new Date()): Promise<{ confirmationCode: string }> {
  const confirmationCode = newConfirmationCode();
  await db.$transaction(async (tx) => {
    const profiles = await tx.profile.findMany({ where: { metaUserId }, select: { userId: true } });
    const userIds = profiles.map((profile) => profile.userId);
    if (userIds.length > 0) {
      await tx.profile.updateMany({ where: { userId: { in: userIds } }, data: META_PROFILE_RESET });
      const campaigns = { campaign: { userId: { in: userIds } } };
      await tx.campaignInsight.deleteMany({ where: campaigns });
      await tx.campaignInsightDaily.deleteMany({ where: campaigns });
      // A publish run's state holds the ids Meta returned for the campaign, ad set and ads.
      await tx.metaPublishRun.deleteMany({ where: { userId: { in: userIds } } });
      await tx.campaign.updateMany({ where: { userId: { in: userIds } }, data: CAMPAIGN_META_RESET });
    }
    await tx.metaDataDeletion.create({
      data: { confirmationCode, metaUserId: metaUserIdDigest(metaUserId), status: "completed", createdAt: now, completedAt: now },
    });
  });
  return { confirmationCode };
}

/** Meta's deauthorize callback: the user removed the app, so their profiles are disconnected (000 §7). */
export async function disconnectMetaUser(metaUserId: string): Promise<number> {
  const { count } = await db.profile.updateMany({ where: { metaUserId }, data: META_PROFILE_RESET });
  return count;
}

/** The public status of a deletion request: no personal data, only its state and dates. */
export async function findDataDeletion(code: string): Promise<DataDeletionView | null> {
  const normalized = normalizeConfirmationCode(code);
  if (!normalized) return null;
  const row = await db.metaDataDeletion.findUnique({
    where: { confirmationCode: normalized },
    select: { status: true, createdAt: true, completedAt: true },
  });
  if (!row) return null;
  return {
    status: row.status === "completed" ? "completed" : "received",
    receivedAt: row.createdAt,
    completedAt: row.completedAt,
  };
}
