// Reloading during publishing no longer looks like failure (decision 025). A seller publishes from the
// wizard on a phone in Portuguese and reloads while the fake Meta holds the ad sets' creation in flight
// (POST /__control/hold, e2e/fakes/meta/holds.ts), so the reload lands mid-publish without timing
// anything: the reloaded wizard follows the same run (publishing, then published), never offers the
// campaign as ready to publish, and New campaign afterwards starts a new one without the "never
// published" banner. Saving a campaign shows its success screen without that banner too.
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { campaignIdsOf, publishRunsOf, wizardDraftOf } from "./db";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { configureWithMeta, connectMeta, savedCampaignWithMeta } from "./meta-flow";
import { fakeMetaState, metaHold, resetFakes } from "./wizard-support";

const ACCOUNT = "act_120210000000001";
const PHONE = { width: 375, height: 740 };

test.beforeEach(() => resetFakes());
// Nothing stays held for the next test, even when this one failed part-way.
test.afterEach(() => metaHold({ release: true }));

/** The screen as the seller sees it, kept as a screenshot, checked with axe and for sideways overflow. */
async function look(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-pt-375.png`) });
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

test("a reload in the middle of publishing follows the same run, publishing then published, on a phone in Portuguese", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = await signedInSeller(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  // The budget is kept on the server before the page is opened again in Portuguese.
  await expect.poll(async () => (await wizardDraftOf(email))?.config?.dailyBudget, { timeout: 10_000 }).toBe(12_000);

  await chooseLocale(page, "pt");
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 20_000 });
  // Before publishing, the campaign is ready to publish.
  await expect(page.getByText("Tudo pronto para publicar.")).toBeVisible({ timeout: 20_000 });

  const bar = page.getByRole("region", { name: "Salvar ou publicar" });
  const progress = page.getByRole("status").filter({ hasText: "Publicando no Meta" });
  await metaHold({ endpoint: "adsets" });
  await bar.getByRole("button", { name: /^Publicar no Meta/ }).click();
  // The campaign exists at Meta and its ad sets wait: the run stands at the campaign step.
  await expect(progress).toContainText("Criando a campanha", { timeout: 30_000 });
  const [campaignId] = await campaignIdsOf(email);
  // The wizard keeps the campaign it saved in its draft, as any change.
  await expect.poll(async () => (await wizardDraftOf(email))?.campaignId, { timeout: 10_000 }).toBe(campaignId);

  await page.reload();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 20_000 });
  // Publishing, where the run stands: followed, not offered again.
  await expect(progress).toContainText("Criando a campanha");
  await expect(bar.getByRole("button", { name: /^Publicando/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Publicar no Meta/ })).toHaveCount(0);
  await expect(page.getByText("Tudo pronto para publicar.")).toHaveCount(0);
  await expect(page.getByText(/nunca foi publicada/)).toHaveCount(0);
  expect(await publishRunsOf(campaignId!)).toEqual([{ status: "running", step: "campaign" }]);
  await progress.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await look(page, info, "reloaded-publishing");

  await metaHold({ endpoint: "adsets", release: true });
  const published = page.getByRole("heading", { name: "Campanha publicada!" });
  await expect(published).toBeVisible({ timeout: 30_000 });
  await expect(published).toBeFocused();
  await look(page, info, "reloaded-published");
  // One publish: the reload queued nothing again.
  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect(account.campaigns).toHaveLength(1);
  expect(account.adsets).toHaveLength(5);
  expect(await publishRunsOf(campaignId!)).toEqual([{ status: "completed", step: "completed" }]);

  // New campaign starts a new one: the live campaign is neither reopened nor offered as never published.
  await expect.poll(() => wizardDraftOf(email), { timeout: 10_000 }).toBeNull();
  await page.goto("/campaign/new");
  await expect(page.getByText("Etapa 1 de 4")).toBeVisible();
  await expect(page.getByLabel("URL do produto")).toHaveValue("");
  await expect(page.getByText(/nunca foi publicada/)).toHaveCount(0);
  await expect(page.getByText("Tudo pronto para publicar.")).toHaveCount(0);
});

test("the success screen of a campaign just saved says it is saved, without the never-published banner, which a new campaign then offers", async ({ page }) => {
  await savedCampaignWithMeta(page);
  const banner = page.getByRole("status").filter({ hasText: "You have a saved campaign that was never published" });
  await expect(page.getByRole("heading", { name: "Campaign saved!" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole("button", { name: "Create new campaign" }).click();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Continue it" })).toBeVisible();
});
