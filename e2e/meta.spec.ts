// The Meta integration through the user's eyes, against the fake Graph API and Facebook Login dialog
// (e2e/fakes/meta.ts): connect, choose the assets, interests, publish, follow, pause, activate, disconnect.
import { expect, test } from "./fixtures";
import { insightsOf, setMetaTokenExpiry } from "./db";
import { chooseLocale, expectNoSeriousA11yViolations, signUpConfirmAndSignIn, signedInSeller } from "./helpers";
import { configureWithMeta, connectMeta } from "./meta-flow";
import { E2E_NOKEY_DATA_DIR } from "./env";
import { NOKEY_BASE_URL, fakeMetaState, metaExpireTokens, metaRateLimit, resetFakes } from "./wizard-support";

const ACCOUNT = "act_120210000000001";

test.beforeEach(() => resetFakes());

test("connect, publish with interests, follow on the dashboard, pause, activate and disconnect", async ({ page }) => {
  const email = await signedInSeller(page);
  await connectMeta(page);
  await expect(page.getByText("2 ad accounts, 2 pages, 1 pixel.")).toBeVisible();
  // The tokens Meta issued never reach the browser: not in the HTML, not in the RSC payload.
  const issued = (await fakeMetaState()).tokens.map((token: { token: string }) => token.token);
  expect(issued.length).toBeGreaterThan(1);
  for (const path of ["/integrations", "/settings", "/profile", "/campaign/new"]) {
    const html = await (await page.request.get(path)).text();
    const rsc = await (await page.request.get(path, { headers: { RSC: "1" } })).text();
    for (const token of issued) expect(html + rsc, path).not.toContain(token);
  }

  await configureWithMeta(page);
  // Five ad sets now share R$ 20.00: the budget check proposes 120% of 5 × R$ 20.00.
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  await page.getByLabel("Start delivering as soon as it is published (otherwise the campaign stays paused in Meta)").check();
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });

  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect(account.campaigns).toHaveLength(1);
  expect(account.adsets).toHaveLength(5);
  expect(account.adcreatives).toHaveLength(5);
  expect(account.ads).toHaveLength(5);
  expect(account.campaigns?.[0]).toMatchObject({ status: "ACTIVE", objective: "OUTCOME_SALES" });

  await page.getByRole("link", { name: "View all campaigns" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A published campaign leaves no draft behind.
  await page.goto("/campaign/new");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Refresh data" }).click();
  await expect.poll(async () => (await insightsOf(email))[0]?.impressions ?? 0).toBeGreaterThan(0);
  await expect(page.getByText("Impressions").first()).toBeVisible();

  const menu = async () => {
    await page
      .getByRole("button", { name: /^Actions for / })
      .first()
      .click();
    return page.getByRole("menu");
  };
  await (await menu()).getByRole("menuitem", { name: "Pause" }).click();
  await expect(page.getByText("Paused", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await (await menu()).getByRole("menuitem", { name: "Activate" }).click();
  await expect(page.getByText("Active", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  // "Active" is also the dashboard tile's label: Meta's own record says when the activation arrived.
  const changes = async () =>
    (await fakeMetaState()).statusChanges
      .filter((change) => change.kind === "campaign")
      .map((change) => change.to)
      .slice(-2);
  await expect.poll(changes).toEqual(["PAUSED", "ACTIVE"]);

  await page.goto("/integrations");
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Meta connection removed.", { exact: true })).toBeVisible();
  await expect(page.getByText("Disconnected", { exact: true })).toBeVisible();
});

test("a budget under R$ 20 per ad set is stopped before Meta with the figures; a token Meta no longer accepts stops publishing with the reconnect action", async ({
  page,
}) => {
  await signedInSeller(page);
  await connectMeta(page);
  // Meta rate-limits the account list: the lists saved at the last sync are used, and the page says so.
  await metaRateLimit({ endpoint: "adaccounts", times: 1, regainMinutes: 10 });
  await configureWithMeta(page, { cachedData: true });
  // Counted in the checklist before publishing, and a click on Publish is held with the same reason.
  await expect(page.getByRole("listitem").filter({ hasText: "The daily budget must be at least R$100.00: R$20.00 for each active ad set." })).toBeVisible();
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  await expect(page.getByText("The daily budget must be at least R$100.00: R$20.00 for each active ad set.").first()).toBeVisible();
  await expect(page.getByText("Your daily budget is R$40.00. With 5 active ad sets Meta needs at least R$100.00 (R$20.00 per set).")).toBeVisible();
  // The sets added for Meta's interests were said where the account was chosen, with the new minimum (issue 31).
  await expect(page.getByRole("status").filter({ hasText: "Meta suggested interests for 3 more ad sets" })).toContainText(
    "There are now 5 active ad sets, and the minimum budget went from R$40.00 to R$100.00 a day.",
  );
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "The daily budget must be at least" })).toHaveCount(0);
  await metaExpireTokens();
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  const box = page.getByRole("alert").filter({ hasText: "Meta token expired" });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box.getByRole("link", { name: "Open Integrations" })).toHaveAttribute("href", "/integrations");
  expect((await fakeMetaState()).accounts[ACCOUNT]!.campaigns).toHaveLength(0);
});

test("cancelling on Facebook comes back saying it was cancelled, as a warning, not an error", async ({ page }) => {
  await signedInSeller(page);
  await page.goto("/integrations");
  await page.getByRole("button", { name: "Connect Meta" }).click();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/integrations$/, { timeout: 20_000 });
  await expect(page.getByText("Connection cancelled", { exact: true })).toBeVisible();
  await expect(
    page.getByText("You cancelled the Facebook login, so Meta isn't connected. Connect again whenever you're ready.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/Permissions error/)).toHaveCount(0);
  await expect(page.getByText("Disconnected", { exact: true })).toBeVisible();
});

test.describe("without a Meta app configured", () => {
  test.use({ baseURL: NOKEY_BASE_URL });

  test("connecting says plainly that it is not available", async ({ page }) => {
    await signUpConfirmAndSignIn(page, undefined, E2E_NOKEY_DATA_DIR);
    await page.goto("/integrations");
    await page.getByRole("button", { name: "Connect Meta" }).click();
    await expect(page.getByText("Connection error", { exact: true })).toBeVisible();
    await expect(page.getByText(/the Meta app has not been configured/).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect Meta" })).toBeEnabled();
  });
});

test("a Meta connection that expires within a week is announced on every page, on a phone in Portuguese", async ({ page }, info) => {
  const email = await signedInSeller(page);
  await connectMeta(page);
  // Meta's long-lived token lasts about 60 days: this one is in its last three.
  await setMetaTokenExpiry(email, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
  await chooseLocale(page, "pt");
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ["/dashboard", "/campaigns"]) {
    await page.goto(path);
    const banner = page.getByRole("status").filter({ hasText: "Sua conexão com o Meta expira em" });
    await expect(banner).toContainText("Depois disso não dá para publicar");
    await expect(banner.getByRole("link", { name: "Reconectar em Integrações" })).toHaveAttribute("href", "/integrations");
  }
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("token-expiring-pt-375.png") });
  await page.getByRole("link", { name: "Reconectar em Integrações" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByText("Reconecte para continuar publicando")).toBeVisible();
});
