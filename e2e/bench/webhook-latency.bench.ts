// npm run bench:webhooks (issue 33): how long a change made at Meta takes to show on the seller's open
// dashboard, through the whole path (the fake Meta's signed delivery, the app's callback, the job, the
// read-back, the screen's pulse and refresh), median of 20; then how many campaigns the hourly sync,
// run as an hour later, still had to correct. Prints its figures; asserts only that each change showed.
import { userIdOf } from "../db";
import { PULSE_INTERVAL_MS } from "../../lib/bell/limits";
import { expect, test } from "../fixtures";
import { publishSavedCampaign, savedCampaignWithMeta } from "../meta-flow";
import { fakeMetaState, metaPatchObject, resetFakes } from "../wizard-support";
import { appliedAt, hourlySyncOf, registerAppWebhooks, webhooksApplied } from "../webhooks-support";

const ACCOUNT = "act_120210000000001";
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

test("a change at Meta reaches the open dashboard", async ({ page, browser }) => {
  test.setTimeout(60_000 + CHANGES * 30_000);
  await resetFakes();
  await registerAppWebhooks(browser);
  const { email, campaignId } = await savedCampaignWithMeta(page);
  await publishSavedCampaign(page, campaignId);
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });
  const [published] = (await fakeMetaState()).accounts[ACCOUNT]!.campaigns as { id: string }[];
  await page.goto("/dashboard");
  const badge = (text: string) => page.locator("span", { hasText: new RegExp(`^${text}$`) });
  await expect(badge("Active")).toBeVisible();

  const times: number[] = [];
  // When the app's database had it: the webhook's part, before the screen's pulse.
  const applied: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    // Paused and resumed "in Ads Manager", in turn.
    const [status, shown] = change % 2 === 0 ? ["PAUSED", "Paused"] : ["ACTIVE", "Active"];
    // Meta's changes come at any moment of the screen's poll: each one at a random point of the interval
    // (else every change would follow a refresh and wait out the whole interval).
    await new Promise((resolve) => setTimeout(resolve, Math.random() * PULSE_INTERVAL_MS));
    const started = performance.now();
    await metaPatchObject(published!.id, { status });
    const inApp = appliedAt(published!.id, status);
    await expect(badge(shown)).toBeVisible({ timeout: 25_000 });
    times.push(performance.now() - started);
    applied.push((await inApp) - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const inApp = [...applied].sort((a, b) => a - b);
  await webhooksApplied();
  const sync = await hourlySyncOf(await userIdOf(email));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    [
      `[bench:webhooks] ${CHANGES} changes at Meta to the open dashboard:`,
      `  median ${seconds(percentile(sorted, 0.5))}, p90 ${seconds(percentile(sorted, 0.9))}, min ${seconds(sorted[0]!)}, max ${seconds(sorted.at(-1)!)}`,
      `  each: ${times.map((ms) => (ms / 1000).toFixed(2)).join(" ")}`,
      `  of which in the app's database (delivery, job, read-back): median ${seconds(percentile(inApp, 0.5))}, p90 ${seconds(percentile(inApp, 0.9))}, max ${seconds(inApp.at(-1)!)}`,
      `[bench:webhooks] the hourly sync an hour later: read ${sync.refreshed} campaign(s), corrected ${sync.corrected}`,
    ].join("\n"),
  );
});
