import "server-only";
import { db, type Prisma } from "@/lib/db";
import { graphFailure, type MetaErrorKey } from "@/lib/meta/errors";
import { metaClientOf } from "@/lib/meta/with-meta";
import { accountTimeZone } from "@/lib/meta/account-money";
import { fetchAccountInsights, type CampaignFigures } from "@/lib/meta/insights";
import { readState } from "@/lib/meta/run-state";
import { DEFAULT_CURRENCY } from "@/lib/money/currency";
import { dailyRange, fetchAccountDailyInsights, type DailyFigures } from "./daily-insights";
import { deliveryOf, localStatusOf, readDelivery } from "./delivery";
import { readCampaignStates, type MetaCampaignState } from "./read-campaigns";
import { storedAdAccounts } from "@/lib/meta/assets";
import { dayColumn } from "@/lib/campaigns/calendar";
import { linkMetaObjectsQuery, type MetaObjectRef } from "@/lib/meta/object-links";
import { campaignName } from "@/lib/campaigns/model";
import { deliveryNotifications, queueNotificationMail, recordNotificationsQuery, type NewNotification } from "@/lib/notifications";

/** The objects Meta reports for a campaign: itself, its ad sets and its ads. */
const objectsOfState = (state: MetaCampaignState): MetaObjectRef[] => [
  { metaId: state.id, level: "campaign" },
  ...state.adSets.map((set) => ({ metaId: set.id, level: "adset" as const })),
  ...state.ads.map((ad) => ({ metaId: ad.id, level: "ad" as const })),
];

// Keeps linked campaigns in step with Meta (000 §7 meta-insights, after the list loads, on Refresh data
// and hourly): Meta's effective statuses and review results, lifetime figures and daily figures, read in
// a fixed number of requests per ad account. Everything is read first and written in one transaction,
// so a failed read leaves the stored state as it was.

export { dailyRange, DAILY_DAYS, type DailyFigures } from "./daily-insights";
export { DELIVERY_STATES, readDelivery, type DeliveryState, type MetaDelivery } from "./delivery";

export const INSIGHTS_TTL_MS = 15 * 60 * 1000;

/**
 * `corrected`: the campaigns whose status, Meta's effective status or the delivery state the app showed
 * were not what Meta reports (issue 33: with webhooks working, the hourly sync should find none).
 */
export type SyncOutcome = { ok: true; refreshed: number; corrected: number } | { ok: false; error: MetaErrorKey };

type Linked = {
  id: string;
  metaCampaignId: string;
  metaAdAccountId: string | null;
  currency: string;
  status: "draft" | "active" | "paused" | "completed" | "published" | "archived";
  metaEffectiveStatus: string | null;
  metaDelivery: unknown;
  metaSyncedAt: Date | null;
  projectName: string | null;
  productName: string | null;
};

/** The ad account of each campaign: its own column, else its publish run's choice, else every account of the user. */
async function accountsOf(
  userId: string,
  campaigns: Linked[],
): Promise<{ byAccount: Map<string, Linked[]>; known: Map<string, string>; currency: (account: string) => string }> {
  const unknown = campaigns.filter((campaign) => !campaign.metaAdAccountId).map((campaign) => campaign.id);
  const [runs, profile] = await Promise.all([
    unknown.length ? db.metaPublishRun.findMany({ where: { campaignId: { in: unknown }, userId }, select: { campaignId: true, state: true } }) : [],
    db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true } }),
  ]);
  const fromRun = new Map(runs.map((run) => [run.campaignId, readState(run.state).selection?.adAccountId]));
  const accounts = storedAdAccounts(profile?.metaAdAccountsData);
  const byAccount = new Map<string, Linked[]>();
  const knownAccounts = new Map<string, string>();
  for (const campaign of campaigns) {
    const known = campaign.metaAdAccountId ?? fromRun.get(campaign.id);
    if (known) knownAccounts.set(campaign.metaCampaignId, known);
    for (const account of known ? [known] : accounts.map((item) => item.id).filter((id): id is string => Boolean(id))) {
      byAccount.set(account, [...(byAccount.get(account) ?? []), campaign]);
    }
  }
  // Meta names each insight row's currency; this is for a row that doesn't.
  const campaignCurrency = (account: string) => byAccount.get(account)?.[0]?.currency ?? DEFAULT_CURRENCY;
  return { byAccount, known: knownAccounts, currency: (account) => accounts.find((item) => item.id === account)?.currency ?? campaignCurrency(account) };
}

type Range = { since: string; until: string };

/** `ranges`: the days read for each Meta campaign, in its ad account's time zone (Brazil's for one no account was asked about). */
type Read = { states: Map<string, MetaCampaignState>; lifetime: Map<string, CampaignFigures>; daily: DailyFigures[]; ranges: Map<string, Range> };

export async function syncCampaigns(userId: string, options: { onlyStale?: boolean; campaignIds?: string[] } = {}): Promise<SyncOutcome> {
  const staleBefore = new Date(Date.now() - INSIGHTS_TTL_MS);
  const rows = await db.campaign.findMany({
    where: {
      userId,
      metaCampaignId: { not: null },
      ...(options.campaignIds ? { id: { in: options.campaignIds } } : {}),
      ...(options.onlyStale ? { OR: [{ metaSyncedAt: null }, { metaSyncedAt: { lt: staleBefore } }] } : {}),
    },
    select: {
      id: true,
      metaCampaignId: true,
      metaAdAccountId: true,
      currency: true,
      status: true,
      metaEffectiveStatus: true,
      metaDelivery: true,
      metaSyncedAt: true,
      projectName: true,
      productName: true,
    },
  });
  if (!rows.length) return { ok: true, refreshed: 0, corrected: 0 };
  const campaigns = rows as Linked[];
  const client = await metaClientOf(userId);
  if (!client.ok) return client;
  const { byAccount, known, currency } = await accountsOf(userId, campaigns);
  const read: Read = { states: new Map(), lifetime: new Map(), daily: [], ranges: new Map() };
  try {
    read.states = await readCampaignStates(
      client.data,
      campaigns.map((campaign) => campaign.metaCampaignId),
      (id) => known.get(id),
    );
    for (const [account, linked] of byAccount) {
      const ids = [...new Set(linked.map((campaign) => campaign.metaCampaignId))];
      const range = dailyRange(await accountTimeZone(client.data, userId, account));
      const [lifetime, daily] = await Promise.all([
        fetchAccountInsights(client.data, account, ids, currency(account)),
        fetchAccountDailyInsights(client.data, account, ids, currency(account), range),
      ]);
      for (const [id, figures] of lifetime) read.lifetime.set(id, figures);
      read.daily.push(...daily);
      // A campaign asked of several accounts (its own not known) takes the days of the one that has it.
      for (const id of ids) if (!read.ranges.has(id) || daily.some((day) => day.metaCampaignId === id)) read.ranges.set(id, range);
    }
  } catch (error) {
    const failure = graphFailure(error);
    const refused = failure.error === "meta.errors.refused" || failure.error === "meta.errors.refusedNoReason";
    return { ok: false, error: refused ? "meta.errors.unavailable" : failure.error };
  }
  const corrected = await store(userId, campaigns, read);
  return { ok: true, refreshed: campaigns.length, corrected };
}

/** Writes what was read; answers how many campaigns it corrected. */
async function store(userId: string, campaigns: Linked[], read: Read): Promise<number> {
  const syncedAt = new Date();
  const writes: Prisma.PrismaPromise<unknown>[] = [];
  const notifications: NewNotification[] = [];
  let corrected = 0;
  for (const campaign of campaigns) {
    const state = read.states.get(campaign.metaCampaignId);
    if (state) {
      const delivery = deliveryOf(state, syncedAt);
      const status = localStatusOf(state.status, delivery, campaign.status);
      const shown = readDelivery(campaign.metaDelivery);
      // A campaign never read before (just published) is learnt, not corrected.
      const known = campaign.metaEffectiveStatus !== null;
      if (known && (status !== campaign.status || state.effectiveStatus !== campaign.metaEffectiveStatus || delivery.state !== shown?.state)) corrected += 1;
      writes.push(
        db.campaign.update({
          where: { id: campaign.id },
          data: { status, metaEffectiveStatus: state.effectiveStatus, metaDelivery: delivery, metaSyncedAt: syncedAt },
        }),
      );
      writes.push(linkMetaObjectsQuery(campaign.id, objectsOfState(state)));
      const named = { id: campaign.id, userId, name: campaignName(campaign, state.name), syncedAt: campaign.metaSyncedAt };
      notifications.push(...deliveryNotifications(named, shown, delivery));
    }
    const figures = read.lifetime.get(campaign.metaCampaignId);
    if (figures)
      writes.push(
        db.campaignInsight.upsert({
          where: { campaignId: campaign.id },
          create: { campaignId: campaign.id, ...figures, fetchedAt: syncedAt },
          update: { ...figures, fetchedAt: syncedAt },
        }),
      );
    const days = read.daily.filter((day) => day.metaCampaignId === campaign.metaCampaignId);
    const range = read.ranges.get(campaign.metaCampaignId) ?? dailyRange();
    writes.push(
      db.campaignInsightDaily.deleteMany({
        where: { campaignId: campaign.id, date: { gte: dayColumn(range.since), lte: dayColumn(range.until) } },
      }),
    );
    if (days.length) {
      writes.push(
        db.campaignInsightDaily.createMany({
          data: days.map(({ metaCampaignId: _id, date, ...figures }) => ({ campaignId: campaign.id, date: dayColumn(date), ...figures })),
          skipDuplicates: true,
        }),
      );
    }
  }
  if (notifications.length) writes.push(recordNotificationsQuery(notifications));
  await db.$transaction(writes);
  // Once stored, the seller's mail of what this sync told them (issue 33).
  await queueNotificationMail(notifications);
  return corrected;
}
