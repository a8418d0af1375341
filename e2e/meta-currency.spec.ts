// Budgets in the chosen ad account's currency (issue 12 item 4): a seller whose ad account bills in US
// dollars types and sees dollars, is held to Meta's minimum for that account, and Meta receives cents of
// a dollar (its minor unit), not reais.
import { expect, test } from "./fixtures";
import { DEFAULT_AD_ACCOUNTS, FAKE_BRAZIL_IDENTITIES } from "./fakes/meta";
import { expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { connectMeta, giveRegulationIds } from "./meta-flow";
import { fakeMetaState, metaSetAssets, resetFakes, storeUrl } from "./wizard-support";

const USD_ACCOUNT = {
  account_id: "120210000000003",
  name: "Passo Firme USA",
  account_status: 1,
  currency: "USD",
  timezone_name: "America/New_York",
  disable_reason: 0,
  funding_source: "6010000000000003",
  verified_identities: [FAKE_BRAZIL_IDENTITIES.beneficiaryId, FAKE_BRAZIL_IDENTITIES.payerId],
};

test.beforeEach(() => resetFakes());

test("a US$ ad account: the budget is typed and checked in dollars and Meta receives cents of a dollar", async ({ page }) => {
  test.setTimeout(180_000);
  await metaSetAssets({ adAccounts: [...DEFAULT_AD_ACCOUNTS, USD_ACCOUNT] });
  await signedInSeller(page);
  await connectMeta(page);
  await page.goto("/campaign/new");
  await page.getByLabel("Product URL").fill(storeUrl("produto-br"));
  await page.getByRole("button", { name: "Analyze product with AI" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible({ timeout: 30_000 });
  // R$ 20 for each of the two generated ad sets (issue 31).
  await expect(page.getByLabel("Daily budget (R$)")).toHaveValue("40.00");

  await page.getByLabel("Ad account").selectOption({ label: "Passo Firme USA" });
  await expect(page.getByText(/interests spread over 5 ad sets/)).toBeVisible({ timeout: 20_000 });
  await giveRegulationIds(page);
  // The figure the seller typed stays; its currency is now the account's, with Meta's minimum for it.
  const budget = page.getByLabel("Daily budget ($)");
  await expect(budget).toHaveValue("40.00");
  await expect(
    page.getByText("Amounts are in USD, the currency of the chosen ad account. Meta's minimum for it is $1.00 a day per active ad set."),
  ).toBeVisible();

  // Under Meta's minimum for five sets ($5.00): said in dollars, and publishing is held back.
  await budget.fill("4");
  await budget.blur();
  await expect(page.getByText("Your daily budget is $4.00. With 5 active ad sets Meta needs at least $5.00 ($1.00 per set).")).toBeVisible();
  await expect(page.getByText("The daily budget must be at least $5.00: $1.00 for each active ad set.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await budget.fill("7.50");
  await budget.blur();
  await expect(page.getByText("The daily budget must be at least $5.00")).toHaveCount(0);
  await page.getByLabel("Campaign objective").selectOption("traffic");
  await page.getByLabel("Facebook page").selectOption({ label: "Passo Firme" });
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 60_000 });

  const adSets = (await fakeMetaState()).accounts[`act_${USD_ACCOUNT.account_id}`]!.adsets as Record<string, unknown>[];
  expect(adSets).toHaveLength(5);
  expect(adSets.map((set) => Number(set.daily_budget)).reduce((sum, value) => sum + value, 0)).toBe(750);
  expect(adSets.every((set) => Number(set.daily_budget) === 150)).toBe(true);
});
