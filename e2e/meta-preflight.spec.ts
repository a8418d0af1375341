// Problems Meta would refuse, found and fixed before or while publishing (issue 12): a Conversions
// campaign without a pixel is stopped beside the pixel with the way out; an ad account that can't pay
// stops before anything exists (Brazil's ad regulation: meta-regulation.spec.ts).
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { connectMeta, configureWithMeta } from "./meta-flow";
import { DEFAULT_AD_ACCOUNTS } from "./fakes/meta";
import { fakeMetaState, metaSetAssets, resetFakes } from "./wizard-support";

const ACCOUNT = "act_120210000000001";

test.beforeEach(() => resetFakes());

test("a Conversions campaign without a pixel can't reach Meta; the step says so beside the pixel and offers Traffic", async ({ page }) => {
  await signedInSeller(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByLabel("Pixel", { exact: true }).selectOption({ value: "" });
  await expect(page.getByText("Conversion campaigns need a pixel. Select your pixel in the Meta assets.").first()).toBeVisible();
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeHidden();
  expect((await fakeMetaState()).accounts[ACCOUNT]!.campaigns).toHaveLength(0);
  await page.getByRole("button", { name: "Switch the objective to Traffic" }).click();
  await expect(page.getByText("Conversion campaigns need a pixel. Select your pixel in the Meta assets.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an ad account with no payment method: nothing is created, the seller is sent to Meta's payment settings, then it publishes", async ({ page }, info) => {
  test.setTimeout(180_000);
  const unfunded = DEFAULT_AD_ACCOUNTS.map((account) => (`act_${account.account_id}` === ACCOUNT ? { ...account, funding_source: undefined } : account));
  await metaSetAssets({ adAccounts: unfunded });
  await signedInSeller(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Your ad account can't run ads yet" });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText("The ad account has no payment method.");
  await expect(refusal.getByRole("link", { name: "Open Meta's payment settings" })).toHaveAttribute(
    "href",
    "https://business.facebook.com/billing_hub/payment_settings/?asset_id=120210000000001",
  );
  expect((await fakeMetaState()).accounts[ACCOUNT]!.campaigns).toHaveLength(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: info.outputPath("no-payment-method-en-1366.png"), fullPage: true });

  await metaSetAssets({ adAccounts: DEFAULT_AD_ACCOUNTS });
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });
  expect((await fakeMetaState()).accounts[ACCOUNT]!.campaigns).toHaveLength(1);
});
