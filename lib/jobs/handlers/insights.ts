import "server-only";
import type PgBoss from "pg-boss";
import { syncCampaigns } from "@/lib/meta/sync";
import { warnExpiringTokens } from "@/lib/meta/token-warning";
import { forgetOldWebhookEvents } from "@/lib/meta/webhooks";
import { recordNoResults } from "@/lib/notifications";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/server";
import { insightsUserJobSchema, QUEUES } from "../queues";
import { RetryLater, type HandlerContext } from "./context";

// insights.sync (hourly): queues one insights.sync.user job per user with linked campaigns and a Meta
// token still valid; each refreshes that user's stored insights (spec 000 §7 meta-insights). A user's
// sync already waiting is not queued twice (the queue's "short" policy, keyed by user). It also mails
// the owners of tokens that expire within a week (token-warning.ts).

const PAGE = 500;

export async function runInsightsSweep(_job: PgBoss.Job, context: HandlerContext): Promise<{ queued: number }> {
  await warnExpiringTokens();
  await forgetOldWebhookEvents();
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const users = await db.user.findMany({
      where: {
        campaigns: { some: { metaCampaignId: { not: null } } },
        profile: { metaAccessToken: { not: null }, metaTokenExpiresAt: { gt: new Date() } },
      },
      select: { id: true },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(after ? { cursor: { id: after }, skip: 1 } : {}),
    });
    if (!users.length) break;
    await context.boss.insert(users.map((user) => ({ name: QUEUES.insightsUser, data: { userId: user.id }, singletonKey: user.id })));
    queued += users.length;
    after = users.at(-1)!.id;
    if (users.length < PAGE) break;
  }
  return { queued };
}

export async function runInsightsUserJob(job: PgBoss.Job): Promise<{ refreshed: number; corrected: number } | { error: string }> {
  const parsed = insightsUserJobSchema.safeParse(job.data);
  if (!parsed.success) return { error: "errors.invalidInput" };
  // Figures fetched within the last 15 minutes (a dashboard visit) are fresh enough.
  const result = await syncCampaigns(parsed.data.userId, { onlyStale: true });
  if (result.ok) {
    await recordNoResults(parsed.data.userId);
    // With Meta's webhooks working, the hourly read finds nothing to correct (issue 33).
    if (result.corrected) logger.info({ userId: parsed.data.userId, corrected: result.corrected }, "[sync] hourly sync corrected campaigns");
    return { refreshed: result.refreshed, corrected: result.corrected };
  }
  // Meta unavailable (or rate-limiting) is worth another try; a token gone or expired is not.
  if (result.error === "meta.errors.unavailable") throw new RetryLater("Meta did not answer the insights request");
  return { error: result.error };
}
