// Issue 14, LGPD self-service through the seller's eyes: "Download my data" and "Delete my account",
// which pauses the campaign at Meta first, then deletes everything.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { userIdOf } from "./db";
import { E2E_DATA_DIR } from "./env";
import { PASSWORD, signIn } from "./helpers";
import { publishSavedCampaign, savedCampaignWithMeta } from "./meta-flow";
import { FAKE_META_SEED_TOKEN } from "./fakes/meta";
import { fakeMetaState, resetFakes } from "./wizard-support";

const ACCOUNT = "act_120210000000001";

test.beforeEach(() => resetFakes());

test("a seller downloads their data, then deletes the account: the live campaign is paused at Meta first", async ({ page }) => {
  test.setTimeout(240_000);
  const { email, campaignId } = await savedCampaignWithMeta(page);
  const userId = await userIdOf(email);
  await publishSavedCampaign(page, campaignId);
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });
  const metaCampaigns = async () => (await fakeMetaState()).accounts[ACCOUNT]!.campaigns as { id: string; status: string }[];
  expect((await metaCampaigns()).map((campaign) => campaign.status)).toEqual(["ACTIVE"]);
  expect(existsSync(path.join(E2E_DATA_DIR, "uploads", "media", userId))).toBe(true);

  // Download my data: the campaign is there; no token or password hash is.
  await page.goto("/settings");
  await page.getByRole("link", { name: /Password, sessions and your data/ }).click();
  await expect(page).toHaveURL(/\/profile#your-data$/);
  const yourData = page.getByRole("region", { name: "Your data" });
  const [download] = await Promise.all([page.waitForEvent("download"), yourData.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^adcampaign-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), "utf8");
  const data = JSON.parse(text) as { campaigns: { id: string }[] };
  expect(data.campaigns.map((campaign) => campaign.id)).toEqual([campaignId]);
  // Meta's access tokens start with "EAA"; ours is stored encrypted and never leaves the server.
  expect(text).not.toContain(FAKE_META_SEED_TOKEN);
  expect(text).not.toMatch(/EAA[\w-]{10}/);
  expect(text).not.toMatch(/argon2|passwordHash|accessToken/i);

  // Delete my account: a wrong password deletes nothing and says so in the dialog.
  await yourData.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password, to confirm").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That password isn't right. Nothing was deleted.");
  expect((await metaCampaigns()).map((campaign) => campaign.status)).toEqual(["ACTIVE"]);

  await dialog.getByLabel("Your password, to confirm").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/auth\?deleted=1$/, { timeout: 30_000 });
  await expect(page.getByRole("status")).toContainText("Your account and all its data were deleted.");
  await expect(page.getByRole("status")).toContainText("We paused 1 campaign at Meta before deleting");

  expect((await metaCampaigns()).map((campaign) => campaign.status)).toEqual(["PAUSED"]);
  expect(existsSync(path.join(E2E_DATA_DIR, "uploads", "media", userId))).toBe(false);
  await signIn(page, email);
  await expect(page.getByText("Authentication error: Please check your credentials and try again.", { exact: true })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});
