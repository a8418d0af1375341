import "server-only";
import { db } from "@/lib/db";
import { enqueueAccountMail } from "@/lib/jobs/enqueue";
import { recordNotifications, tokenExpiringNotification } from "@/lib/notifications";
import { EXPIRING_SOON_MS } from "./token-state";

// A week before a Meta token expires, its owner is mailed once (issue 30): a long-lived token lasts about
// 60 days, and a seller who misses it can't publish, pause or edit, while the ads keep running at Meta.
// Run by the hourly insights sweep. One mail per token: the expiry mailed about is kept on the profile,
// claimed in one statement, so two sweeps never mail twice and a new token (a new expiry) gets its own.
// The app keeps no language per user: the mail is in Portuguese, the language of the product's sellers.
const MAIL_LOCALE = "pt";

/** Queues the warning for every token expiring within a week not warned about yet; answers how many. */
export async function warnExpiringTokens(now = new Date()): Promise<number> {
  const due = await db.profile.findMany({
    where: { metaAccessToken: { not: null }, metaTokenExpiresAt: { gt: now, lte: new Date(now.getTime() + EXPIRING_SOON_MS) } },
    select: { userId: true, metaTokenExpiresAt: true, metaTokenWarnedFor: true, user: { select: { email: true } } },
  });
  let queued = 0;
  for (const profile of due) {
    const expiresAt = profile.metaTokenExpiresAt!;
    if (profile.metaTokenWarnedFor?.getTime() === expiresAt.getTime()) continue;
    const claimed = await db.profile.updateMany({
      where: { userId: profile.userId, metaTokenExpiresAt: expiresAt, OR: [{ metaTokenWarnedFor: null }, { metaTokenWarnedFor: { not: expiresAt } }] },
      data: { metaTokenWarnedFor: expiresAt },
    });
    if (!claimed.count) continue;
    await enqueueAccountMail({ kind: "meta-token-expiring", email: profile.user.email, locale: MAIL_LOCALE });
    await recordNotifications([tokenExpiringNotification(profile.userId, expiresAt, now)]);
    queued++;
  }
  return queued;
}
