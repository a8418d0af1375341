import type { Browser } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN, E2E_DATABASE_URL, E2E_FAKE_META_URL } from "./env";
import { expect } from "./fixtures";
import { signIn } from "./helpers";
import { fakeMetaWebhooks, registerWebhooks } from "./wizard-support";

// Issue 33's walks: the app's webhook registered at the fake Meta with what the admin page shows (as an
// admin enters it in the Meta app), an ad review decided at the fake, and the hourly sync run on demand.

/** Registers the app's webhook at the fake Meta with the callback URL and verify token the admin's settings show. */
export async function registerAppWebhooks(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/admin");
  const card = admin.getByText("Meta webhooks", { exact: true }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const valueOf = async (label: string) => (await card.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").innerText()).trim();
  const registration = await registerWebhooks({ callbackUrl: await valueOf("Callback URL"), verifyToken: await valueOf("Verify token") });
  await context.close();
  return registration;
}

/** Meta's review decides on every ad of a campaign, set or ad (the fake's control API): "approve" or "reject" with a reason. */
export async function reviewAtMeta(id: string, decision: "approve" | "reject", reason = "") {
  const response = await fetch(`${E2E_FAKE_META_URL}/__control/review`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id, decision, reason }),
  });
  if (!response.ok) throw new Error(`review refused: ${await response.text()}`);
}

/** Waits until the fake Meta has nothing left to deliver and the app has applied every change it received. */
export async function webhooksApplied() {
  expect((await fakeMetaWebhooks({ settled: 20_000 })).settled).toBe(true);
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    await expect
      .poll(
        async () => (await client.query<{ left: number }>("SELECT count(*)::int AS left FROM meta_webhook_events WHERE processed_at IS NULL")).rows[0]!.left,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
  } finally {
    await client.end();
  }
}

/** When the app's copy of a campaign first shows Meta's effective status `status` (polled every 20 ms), in performance.now() time. */
export async function appliedAt(metaCampaignId: string, status: string, timeout = 25_000): Promise<number> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const until = performance.now() + timeout;
    while (performance.now() < until) {
      const row = await client.query<{ status: string | null }>("SELECT meta_effective_status AS status FROM campaigns WHERE meta_campaign_id = $1", [
        metaCampaignId,
      ]);
      if (row.rows[0]?.status === status) return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the app did not show ${status} within ${timeout} ms`);
  } finally {
    await client.end();
  }
}

/**
 * The hourly sync of one user (the insights.sync.user job) as it runs an hour later: the user's campaigns'
 * last read moved an hour back (the job skips what was read in the last 15 minutes), the job queued in the
 * app's job queue and waited for. Answers what it read and how many campaigns it had to correct.
 */
export async function hourlySyncOf(userId: string): Promise<{ refreshed: number; corrected: number }> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("UPDATE campaigns SET meta_synced_at = meta_synced_at - interval '1 hour' WHERE user_id = $1", [userId]);
    const queued = await client.query<{ id: string }>("INSERT INTO pgboss.job (name, data, policy) VALUES ('insights.sync.user', $1, 'short') RETURNING id", [
      JSON.stringify({ userId }),
    ]);
    const id = queued.rows[0]!.id;
    let output: { refreshed: number; corrected: number } | undefined;
    await expect
      .poll(
        async () => {
          const job = await client.query<{ state: string; output: typeof output }>("SELECT state, output FROM pgboss.job WHERE id = $1", [id]);
          output = job.rows[0]?.output ?? undefined;
          return job.rows[0]?.state;
        },
        { timeout: 30_000 },
      )
      .toBe("completed");
    return output!;
  } finally {
    await client.end();
  }
}

/** What the app made of the webhooks about one ad account since `since`: each change once, its jobs, the user's notifications. */
export async function webhookTrailOf(email: string, adAccountId: string, since: Date) {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const events = await client.query<{ digest: string; field: string; processed: boolean }>(
      "SELECT digest, field, processed_at IS NOT NULL AS processed FROM meta_webhook_events WHERE ad_account_id = $1 AND received_at >= $2",
      [adAccountId, since],
    );
    const jobs = await client.query<{ digest: string; runs: number }>(
      "SELECT data->>'digest' AS digest, count(*)::int AS runs FROM pgboss.job WHERE name = 'meta.webhook' AND data->>'digest' = ANY($1) GROUP BY 1",
      [events.rows.map((event) => event.digest)],
    );
    const notifications = await client.query<{ kind: string }>(
      "SELECT n.kind FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 ORDER BY n.created_at",
      [email],
    );
    return { events: events.rows, jobs: jobs.rows, notifications: notifications.rows.map((row) => row.kind) };
  } finally {
    await client.end();
  }
}
