// Issue 12: a Page the seller can't advertise for is shown, but chosen only with its reason beside the
// field and counted in the checklist, and Meta's check refuses its creatives; a Meta app in development
// mode with Standard access is said on the Integrations card.
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { configureWithMeta, connectMeta } from "./meta-flow";
import { DEFAULT_PAGES } from "./fakes/meta";
import { fakeMetaState, metaSetAssets, metaSettings, resetFakes } from "./wizard-support";

const ACCOUNT = "act_120210000000001";
const OUTLET = DEFAULT_PAGES[1]!;
const NO_TASK =
  'You can\'t create ads for this Page: ask a Page admin to give you the "Advertise" task in Meta Business settings (Pages → People), or choose another Page.';

test.beforeEach(() => resetFakes());

test("a Page without the Advertise task is chosen only with its reason beside it, and Meta creates no ad for it", async ({ page }) => {
  test.setTimeout(180_000);
  await metaSetAssets({ pages: DEFAULT_PAGES.map((item) => (item.id === OUTLET.id ? { ...item, tasks: ["ANALYZE", "CREATE_CONTENT"] } : item)) });
  await signedInSeller(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  await expect(page.getByText("Everything is set")).toBeVisible();

  await page.getByLabel("Facebook page").selectOption({ label: `${OUTLET.name} (no Advertise task)` });
  const pageField = page.getByLabel("Facebook page");
  await expect(pageField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: NO_TASK })).toBeVisible();
  // The checklist counts it with the other issues before publishing.
  await expect(page.locator("li").filter({ hasText: NO_TASK })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Publish is held with the same reason before anything is sent (Meta's refusal is covered in tests/integration/meta-page-preflight).
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  await expect(page.getByText("Complete configuration before publishing.").first()).toBeVisible();
  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect(account.campaigns).toHaveLength(0);
  expect(account.adcreatives).toHaveLength(0);
  expect(account.ads).toHaveLength(0);

  await page.getByLabel("Facebook page").selectOption({ label: DEFAULT_PAGES[0]!.name });
  await expect(page.getByText(NO_TASK)).toHaveCount(0);
  await expect(pageField).not.toHaveAttribute("aria-invalid", "true");
});

test("the Integrations card says when the Meta app is in development mode and has only Standard access", async ({ page }) => {
  await metaSettings({ appMode: "development", unapprovedPermissions: ["ads_management"] });
  await signedInSeller(page);
  await connectMeta(page);
  const notice = page.getByRole("alert").filter({ hasText: "The Meta app is in development mode" });
  await expect(notice).toContainText("only people with a role on the app can publish", { timeout: 20_000 });
  await expect(notice).toContainText("switch it to Live in the Meta App Dashboard");
  await expect(notice).toContainText("only Standard access to ads_management");
  await expectNoSeriousA11yViolations(page);
  // The check made nothing at Meta.
  expect((await fakeMetaState()).accounts[ACCOUNT]!.adcreatives).toHaveLength(0);
});
