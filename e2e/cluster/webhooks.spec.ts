// Issue 33 across app processes (npm run test:cluster): Meta's webhook deliveries reach the callback
// through nginx, whose round robin spreads them over both processes, and Meta sends some twice (the fake
// Meta's duplicates option: every notification POSTed twice in a row, so its two copies land on different
// processes). Each change is stored once, queued once and applied once; each event is one notification.
import { expect, test } from "../fixtures";
import { publishSavedCampaign, savedCampaignWithMeta } from "../meta-flow";
import { fakeMetaState, fakeMetaWebhooks, resetFakes, sendFatigue, setWebhookOptions } from "../wizard-support";
import { registerAppWebhooks, reviewAtMeta, webhookTrailOf } from "../webhooks-support";

const ACCOUNT = "act_120210000000001";

test("webhook deliveries spread over both processes, each sent twice: every change applied once", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await resetFakes();
  await registerAppWebhooks(browser);
  await setWebhookOptions({ duplicates: true });
  const since = new Date(Date.now() - 1_000);
  const { email, campaignId } = await savedCampaignWithMeta(page);
  await publishSavedCampaign(page, campaignId);
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });
  const state = (await fakeMetaState()).accounts[ACCOUNT]!;
  const [published] = state.campaigns as { id: string }[];
  const [ad] = state.ads as { id: string }[];

  expect(await sendFatigue({ adId: ad!.id, level: "HIGH" })).toMatchObject({ queued: true });
  await reviewAtMeta(published!.id, "reject", "The ad shows a before-and-after image, which the policy forbids.");
  const { deliveries, settled } = await fakeMetaWebhooks({ settled: 20_000 });
  expect(settled).toBe(true);
  expect(deliveries.filter((delivery) => delivery.duplicateOf !== undefined).length).toBeGreaterThan(0);
  expect(deliveries.every((delivery) => delivery.delivered)).toBe(true);

  await expect
    .poll(async () => (await webhookTrailOf(email, ACCOUNT.replace("act_", ""), since)).events.every((event) => event.processed), { timeout: 30_000 })
    .toBe(true);
  const trail = await webhookTrailOf(email, ACCOUNT.replace("act_", ""), since);
  expect(trail.events.length).toBeGreaterThan(0);
  const digests = new Set(trail.events.map((event) => event.digest));
  expect(digests.size).toBe(trail.events.length);
  // Each change that is acted on has exactly one job, though two processes received it.
  expect(trail.jobs.every((job) => job.runs === 1)).toBe(true);
  expect(trail.notifications.filter((kind) => kind === "fatigueHigh")).toHaveLength(1);
  expect(trail.notifications.filter((kind) => kind === "adRejected")).toHaveLength(1);

  // The seller sees the one rejection on the dashboard without reloading it.
  await page.goto("/dashboard");
  await expect(page.getByText(/Meta rejected \d+ ads? of \d+/)).toBeVisible();
});
