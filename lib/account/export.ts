import "server-only";
import { storedDay } from "@/lib/campaigns/calendar";
import { db } from "@/lib/db";

// LGPD art. 18 (access, portability): everything the app keeps about a user, as one JSON document.
// Fields are picked one by one, never spread from a row: the password hash, the Meta token (encrypted or
// not), confirmation and reset token hashes and sessions stay out, whatever columns are added later.

const PROFILE = {
  fullName: true,
  avatarUrl: true,
  planType: true,
  campaignLimit: true,
  planExpiresAt: true,
  paymentSource: true,
  notifyByEmail: true,
  createdAt: true,
  updatedAt: true,
  // Read only to say whether Meta is connected; never copied out.
  metaAccessToken: true,
  metaTokenExpiresAt: true,
  metaUserId: true,
  metaPermissions: true,
  metaBusinessId: true,
  metaAdAccountId: true,
  metaPageId: true,
  instagramAccountId: true,
  instagramAccountUsername: true,
  metaAdAccountsData: true,
  metaPagesData: true,
  metaPixelsData: true,
  metaRegulationIdentities: true,
} as const;

// A campaign's own columns are all the user's data; only the owner id is left out (it is the account).
const CAMPAIGN = {
  omit: { userId: true },
  include: {
    insight: { omit: { campaignId: true } },
    dailyInsights: { omit: { campaignId: true }, orderBy: { date: "asc" } },
    // The WhatsApp sales the seller marked ("Vendi!", issue 34).
    sales: { select: { amount: true, currency: true, note: true, createdAt: true }, orderBy: { createdAt: "asc" } },
    // What publishing did: its steps and the ids Meta returned (no token is ever kept in a run).
    publishRun: { select: { status: true, step: true, state: true, error: true, createdAt: true, updatedAt: true } },
  },
  orderBy: { createdAt: "asc" },
} as const;

async function readAccount(userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      createdAt: true,
      emailVerifiedAt: true,
      profile: { select: PROFILE },
      campaigns: CAMPAIGN,
      wizardDraft: { select: { state: true, updatedAt: true } },
      // What the app told the user about their campaigns at Meta (issue 33).
      notifications: { select: { kind: true, campaignId: true, values: true, createdAt: true, readAt: true, emailedAt: true }, orderBy: { createdAt: "asc" } },
    },
  });
}

type Account = NonNullable<Awaited<ReturnType<typeof readAccount>>>;

function profileOf(profile: Account["profile"]) {
  if (!profile) return null;
  const { metaTokenExpiresAt, metaUserId, metaPermissions, metaBusinessId, metaAdAccountId, metaPageId, instagramAccountId, instagramAccountUsername } =
    profile;
  return {
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    planType: profile.planType,
    campaignLimit: profile.campaignLimit,
    planExpiresAt: profile.planExpiresAt,
    paymentSource: profile.paymentSource,
    // Whether the notifications are also mailed (issue 33).
    notifyByEmail: profile.notifyByEmail,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
    // Brazil's ad regulation ids (beneficiary and payer) saved per ad account.
    regulationIdentities: profile.metaRegulationIdentities,
    meta: {
      connected: profile.metaAccessToken !== null,
      tokenExpiresAt: metaTokenExpiresAt,
      metaUserId,
      permissions: metaPermissions,
      businessId: metaBusinessId,
      adAccountId: metaAdAccountId,
      pageId: metaPageId,
      instagramAccountId,
      instagramAccountUsername,
      adAccounts: profile.metaAdAccountsData,
      pages: profile.metaPagesData,
      pixels: profile.metaPixelsData,
    },
  };
}

function campaignOf({ startDate, endDate, dailyInsights, ...campaign }: Account["campaigns"][number]) {
  return {
    ...campaign,
    startDate: storedDay(startDate),
    endDate: storedDay(endDate),
    dailyInsights: dailyInsights.map((row) => ({ ...row, date: storedDay(row.date) })),
  };
}

/** The user's data as a plain JSON-able object, or null when there is no such user. */
export async function accountExport(userId: string, now = new Date()) {
  const account = await readAccount(userId);
  if (!account) return null;
  // The admins' changes to this account. Who made them is the staff's own data and is left out.
  const auditEntries = await db.adminAuditEntry.findMany({
    where: { target: account.email },
    orderBy: { createdAt: "asc" },
    select: { action: true, before: true, after: true, createdAt: true },
  });
  return {
    exportedAt: now.toISOString(),
    account: { email: account.email, createdAt: account.createdAt, emailVerifiedAt: account.emailVerifiedAt },
    profile: profileOf(account.profile),
    campaigns: account.campaigns.map(campaignOf),
    wizardDraft: account.wizardDraft,
    notifications: account.notifications,
    auditEntries,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof accountExport>>>;
