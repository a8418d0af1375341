// Sandbox mode (`npm start -- --sandbox`) through a newcomer's eyes: the banner on every page, then the
// whole flow on the local fakes with the printed admin account. The sandbox app runs from the same
// build as the others, with its own fakes process (e2e/sandbox-support.ts, playwright.config.ts).
import type { Page } from "@playwright/test";
import { SANDBOX_ADMIN } from "../scripts/support/sandbox-env";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signIn } from "./helpers";
import { chooseMetaAssets, connectMeta } from "./meta-flow";
import { SANDBOX_BASE_URL, sandboxStoreUrl } from "./sandbox-support";

const banner = (page: Page, name = "Sandbox mode") => page.getByRole("region", { name });

async function signInAsSandboxAdmin(page: Page) {
  await signIn(page, SANDBOX_ADMIN.email, SANDBOX_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The wizard at step 1, leaving any unfinished campaign behind. */
async function newCampaign(page: Page) {
  await page.goto("/campaign/new");
  await expect(page.getByText(/^Step \d of 4$/)).toBeVisible();
  const restart = page.getByRole("button", { name: "Product URL: go back and start over" });
  if (await restart.isVisible()) {
    await restart.click();
    await page.getByRole("alertdialog").getByRole("button").last().click();
  }
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
}

test.describe("the sandbox app", () => {
  test.use({ baseURL: SANDBOX_BASE_URL });

  test("says on every page that it is a sandbox, in both languages and on a phone", async ({ page, consoleErrors }) => {
    for (const path of ["/", "/auth", "/contato", "/politica-privacidade", "/termos-servico", "/exclusao-dados-usuario", "/no-such-page"]) {
      await page.goto(path);
      await expect(banner(page), path).toContainText("Sandbox mode: nothing is sent to Meta, and AI answers come from local fakes.");
    }
    // Chromium logs the 404 status of the not-found page itself.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404")]);
    await page.goto("/auth");
    await expect(banner(page).getByRole("link", { name: "Sample product pages (opens in a new tab)" })).toHaveAttribute("href", sandboxStoreUrl(""));
    await expectNoSeriousA11yViolations(page);

    await signInAsSandboxAdmin(page);
    for (const path of ["/campaign/new", "/integrations", "/admin", "/dashboard"]) {
      await page.goto(path);
      await expect(banner(page), path).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/dashboard");
    const box = await banner(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await expect(banner(page).getByRole("link", { name: /Sample product pages/ })).toBeInViewport();

    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pt", url: SANDBOX_BASE_URL }]);
    await page.goto("/auth");
    await expect(banner(page, "Modo sandbox")).toContainText("nada é enviado à Meta, e as respostas de IA vêm de simuladores locais.");
    await expect(banner(page, "Modo sandbox").getByRole("link", { name: "Páginas de produto de exemplo (abre em uma nova aba)" })).toBeVisible();
  });

  test("walks the whole flow on the fakes: analysis, copy, AI image, Meta login, publishing, results", async ({ page }) => {
    await signInAsSandboxAdmin(page);

    await connectMeta(page);

    await newCampaign(page);
    await page.getByLabel("Product URL").fill(sandboxStoreUrl("produto-br"));
    await page.getByRole("button", { name: "Analyze product with AI" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("tabpanel", { name: "Facebook" }).getByText("Corrida: Tênis Corrida Pro").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Set as primary: AI image 1" })).toHaveAttribute("aria-pressed", "true");

    await chooseMetaAssets(page);
    await page.getByRole("button", { name: "Use R$120.00" }).click();
    await page.getByLabel("Start delivering as soon as it is published (otherwise the campaign stays paused in Meta)").check();
    await page.getByRole("button", { name: /^Publish to Meta/ }).click();
    await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 60_000 });

    await page.getByRole("link", { name: "View all campaigns" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Refresh data" }).click();
    const impressions = page
      .locator("dl")
      .filter({ has: page.getByText("Impressions", { exact: true }) })
      .first()
      .locator("dd");
    await expect(async () => {
      await page.reload();
      await expect(impressions).not.toHaveText("0", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("reads the fixture store on loopback, and no other local address", async ({ page }) => {
    await signInAsSandboxAdmin(page);
    await newCampaign(page);
    // The sandbox app itself, on loopback but not the store's port: refused before any request.
    await page.getByLabel("Product URL").fill(`${SANDBOX_BASE_URL.replace("localhost", "127.0.0.1")}/auth`);
    await page.getByRole("button", { name: "Analyze product with AI" }).click();
    await expect(page.getByText("Error analyzing product", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Step 1 of 4")).toBeVisible();

    await page.getByLabel("Product URL").fill(sandboxStoreUrl("title-only"));
    await page.getByRole("button", { name: "Analyze product with AI" }).click();
    // Only its name was read: the seller confirms the product before the copy is written (issue 31 item 7).
    await page.getByRole("button", { name: "Continue and write the ad" }).click({ timeout: 30_000 });
    await expect(page.getByText("Step 3 of 4")).toBeVisible({ timeout: 30_000 });
  });
});

test("the ordinary app shows no sandbox banner", async ({ page }) => {
  for (const path of ["/", "/auth"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  }
});
