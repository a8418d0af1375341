// Issue 33, through the seller's eyes: Meta pushes its changes (Ads webhooks, signed, from the fake Meta
// to the app's callback) and the open dashboard shows them within seconds, with no reload, no "Refresh
// data" and no sync; the bell says what happened and where to fix it, and one grouped e-mail follows.
// The hourly sync, run afterwards, has nothing left to correct.
import { userIdOf } from "./db";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, outboxFor } from "./helpers";
import { publishSavedCampaign, savedCampaignWithMeta } from "./meta-flow";
import { fakeMetaState, fakeMetaWebhooks, resetFakes } from "./wizard-support";
import { hourlySyncOf, registerAppWebhooks, reviewAtMeta, webhooksApplied } from "./webhooks-support";

const ACCOUNT = "act_120210000000001";
const REASON = "The ad shows a before-and-after image, which the policy forbids.";

test.beforeEach(() => resetFakes());

test("an ad rejected at Meta shows on the open dashboard with a notification and an e-mail, without a refresh", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await registerAppWebhooks(browser);
  const { email, campaignId } = await savedCampaignWithMeta(page);
  // Connecting Meta subscribed the app to the seller's ad account.
  expect((await fakeMetaWebhooks()).subscribedAccounts).toContain(ACCOUNT.replace("act_", ""));
  await publishSavedCampaign(page, campaignId);
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });
  const [published] = (await fakeMetaState()).accounts[ACCOUNT]!.campaigns as { id: string }[];

  await page.goto("/dashboard");
  const bell = page.getByRole("button", { name: /^Notifications:/ });
  await expect(bell).toHaveAccessibleName("Notifications: No unread notifications");
  await expect(page.getByText(/Meta rejected/)).toBeHidden();
  // A mark in this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await reviewAtMeta(published!.id, "reject", REASON);
  await expect(page.getByText(/Meta rejected 5 ads of 5/)).toBeVisible({ timeout: 20_000 });
  await expect(bell).toHaveAccessibleName("Notifications: 1 unread notification");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  const delivered = await fakeMetaWebhooks({ settled: true });
  expect(delivered.deliveries.some((delivery) => delivery.delivered)).toBe(true);

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("Ad rejected by Meta")).toBeVisible();
  await expect(panel.getByText(`Meta's reason: ${REASON}`)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Fix it in Ads Manager" })).toHaveAttribute("href", new RegExp(`selected_campaign_ids=${published!.id}$`));
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications: No unread notifications");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // One e-mail, in Portuguese, with Meta's reason and the fix link.
  await expect.poll(() => outboxFor(email).filter((mail) => mail.text.includes("Anúncio rejeitado pela Meta")).length, { timeout: 20_000 }).toBe(1);
  const [mail] = outboxFor(email).filter((item) => item.text.includes("Anúncio rejeitado pela Meta"));
  expect(mail!.text).toContain(REASON);
  expect(mail!.text).toContain(`selected_campaign_ids=${published!.id}`);

  // The safety net: the hourly sync finds the app already in step with Meta.
  await webhooksApplied();
  expect(await hourlySyncOf(await userIdOf(email))).toMatchObject({ refreshed: 1, corrected: 0 });
});
