import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { campaignIdsOf, seedCampaigns, setPlan } from "./db";
import { chooseLocale, signedInSeller } from "./helpers";
import { addDays, daysFromNow } from "../tests/support/days";

test("a new seller's dashboard shows the empty states and the way to create a campaign", async ({ page }) => {
  await signedInSeller(page);
  await expect(page.getByRole("heading", { name: "Welcome, Ana Souza!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create campaign" })).toHaveAttribute("href", "/campaign/new");
  await expect(page.getByText("0 campaign(s) found")).toBeVisible();
  await expect(page.getByText("You don't have any campaigns yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your first campaign" })).toBeVisible();
  // The search runs on the server: the address says what is shown.
  await page.getByRole("searchbox", { name: "Search by product name" }).fill("tênis");
  await page.getByRole("searchbox", { name: "Search by product name" }).press("Enter");
  await expect(page).toHaveURL(/\/dashboard\?q=t%C3%AAnis/);
  await expect(page.getByText("No campaigns match your search.")).toBeVisible();
  // Without campaigns linked to Meta there is nothing to read; refreshing still works.
  await page.getByRole("button", { name: "Refresh data" }).click();
  await expect(page.getByRole("button", { name: "Refresh data" })).toBeEnabled();

  await page.goto("/campaigns");
  await expect(page.getByText("Total: 0 campaigns")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Campaign" })).toBeVisible();
});

test("a campaign id that is not the user's leads back to the list with an error", async ({ page }) => {
  await signedInSeller(page);
  await page.goto(`/campaign/view/${randomUUID()}`);
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByText("Error loading campaign", { exact: true })).toBeVisible();
  await page.goto(`/campaigns/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.goto("/campaigns/not-a-uuid");
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
});

test("the plans page shows the three plans in Portuguese, with the current one marked", async ({ page }) => {
  await signedInSeller(page);
  // The spec's Portuguese screen, as a seller who chose Portuguese sees it (decision 012).
  await chooseLocale(page, "pt");
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Planos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Plano Atual" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Em Breve", exact: true })).toHaveCount(2);
  await expect(page.getByText("Recomendado")).toBeVisible();
  await expect(page.getByRole("button", { name: "Falar com Especialista - Em Breve" })).toBeDisabled();
  // The plan rule's words (decision 023): drafts count, so no plan promises "campanhas ativas".
  await expect(page.getByText("Até 1 campanha", { exact: true })).toBeVisible();
  await expect(page.getByText("Até 10 campanhas", { exact: true })).toBeVisible();
  await expect(page.getByText("Campanhas ilimitadas", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "Contam todas as campanhas da sua conta, em qualquer status: rascunhos nunca publicados e campanhas arquivadas também. Excluir uma campanha libera a vaga.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText(/campanhas? ativas?/i)).toHaveCount(0);
});

test("the plans page speaks English to a seller who reads English", async ({ page }) => {
  await signedInSeller(page);
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Coming Soon", exact: true })).toHaveCount(2);
  await expect(page.getByText("Recommended")).toBeVisible();
  await expect(page.getByRole("button", { name: "Talk to an Expert - Coming Soon" })).toBeDisabled();
  await expect(page.getByText("Up to 1 campaign", { exact: true })).toBeVisible();
  await expect(page.getByText("Up to 10 campaigns", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "Every campaign in your account counts, whatever its status: drafts never published and archived campaigns too. Deleting a campaign frees its slot.",
      { exact: true },
    ),
  ).toBeVisible();
});

test("the seller edits the full name on the profile; a blank name cannot be saved", async ({ page }) => {
  await signedInSeller(page);
  await page.goto("/profile");
  await expect(page.getByText("The e-mail can't be changed")).toBeVisible();
  await expect(page.getByText("FREE", { exact: true })).toBeVisible();
  await expect(page.getByText("1 campaign", { exact: true })).toBeVisible();
  await expect(page.getByText("Not connected")).toBeVisible();
  const name = page.getByLabel("Full name");
  // A fill racing hydration can be lost: filled again until the hydrated form holds it.
  await expect(async () => {
    await name.fill("   ");
    await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled({ timeout: 1_000 });
  }).toPass();
  await name.fill("  Ana Paula Souza  ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await expect(name).toHaveValue("Ana Paula Souza");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Ana Paula Souza!" })).toBeVisible();
});

test.describe("with campaigns", () => {
  test("search by product name and filter by status", async ({ page }) => {
    const email = await signedInSeller(page);
    await setPlan(email, { planType: "pro", campaignLimit: 999999 });
    await seedCampaigns(email, [
      { productName: "Tênis Corrida Pro", status: "active", metaCampaignId: "120001" },
      { productName: "Mochila Urbana", status: "draft" },
      { productName: "Tênis Casual", status: "paused", metaCampaignId: "120002" },
    ]);
    await page.reload();
    await expect(page.getByText("3 campaign(s) found")).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search by product name" });
    await search.fill("TÊNIS");
    await search.press("Enter");
    await expect(page.getByText("2 campaign(s) found")).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Paused" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=paused/);
    await expect(page.getByText("1 campaign(s) found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tênis Casual" })).toBeVisible();
    // The address alone gives the same list (a shared link, a reload, no JavaScript yet).
    await page.reload();
    await expect(page.getByText("1 campaign(s) found")).toBeVisible();
    await expect(search).toHaveValue("TÊNIS");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("paused");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "All statuses" });
    await search.fill("");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("3 campaign(s) found")).toBeVisible();
  });

  test("a long list shows the newest 12 and the rest a page away; searching starts again from the top", async ({ page }) => {
    const email = await signedInSeller(page);
    await setPlan(email, { planType: "pro", campaignLimit: 999999 });
    await seedCampaigns(
      email,
      Array.from({ length: 18 }, (_, i) => ({ productName: `Produto ${i + 1}` })),
    );
    await page.reload();
    const cards = page.locator("section[aria-labelledby=campaigns-title] > ul > li");
    await expect(page.getByText("18 campaign(s) found")).toBeVisible();
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("heading", { name: "Produto 18" })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages of campaigns" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Produto 1", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Produto 18" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    // The count is of every match, not of the page shown.
    await expect(page.getByText("18 campaign(s) found")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search by product name" }).fill("Produto");
    await page.getByRole("searchbox", { name: "Search by product name" }).press("Enter");
    await expect(page).toHaveURL(/\/dashboard\?q=Produto/);
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("heading", { name: "Produto 18" })).toBeVisible();
    // An old link past the end shows the last page.
    await page.goto("/dashboard?page=9");
    await expect(cards).toHaveCount(6);
  });

  test("the campaigns table pages and searches on the server, and is a stack of cards on a phone in both languages", async ({ page }) => {
    const email = await signedInSeller(page);
    await setPlan(email, { planType: "pro", campaignLimit: 999999 });
    await seedCampaigns(email, [
      { productName: "Camiseta 100% algodão", headline: "Fresquinha para o verão", status: "paused" },
      ...Array.from({ length: 13 }, (_, i) => ({ productName: `Produto ${i + 1}`, headline: "Oferta da semana" })),
    ]);
    await page.goto("/campaigns");
    await expect(page.getByText("Total: 14 campaigns")).toBeVisible();
    const rows = page.locator("tbody > tr");
    await expect(rows).toHaveCount(12);
    await page.getByRole("navigation", { name: "Pages of campaigns" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/campaigns\?page=2$/);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Delete: Camiseta 100% algodão" })).toBeVisible();
    // A typed % is a percent sign, not "anything"; the total stays the seller's whole count.
    const search = page.getByRole("searchbox", { name: "Search by product name" });
    await search.fill("100%");
    await search.press("Enter");
    await expect(page.getByText("1 campaign(s) found")).toBeVisible();
    await expect(page.getByText("Total: 14 campaigns")).toBeVisible();
    await expect(rows).toHaveCount(1);

    // On a phone each row is a card whose status and actions are on screen; no page is wider than the phone.
    await page.setViewportSize({ width: 375, height: 812 });
    const [firstId] = await campaignIdsOf(email);
    const texts = {
      en: { status: "Paused", delete: "Delete: Camiseta 100% algodão", edit: "Edit" },
      pt: { status: "Pausada", delete: "Excluir: Camiseta 100% algodão", edit: "Editar" },
    };
    for (const locale of ["en", "pt"] as const) {
      await chooseLocale(page, locale);
      await page.goto("/campaigns?q=algod%C3%A3o");
      const row = rows.first();
      await expect(row.getByText(texts[locale].status, { exact: true })).toBeInViewport();
      await expect(row.getByRole("button", { name: texts[locale].delete })).toBeInViewport();
      for (const path of ["/dashboard", "/campaigns", `/campaigns/${firstId}`]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} [${locale}]`).toBeLessThanOrEqual(375);
      }
      await expect(page.getByRole("link", { name: texts[locale].edit, exact: true })).toBeInViewport();
      await page.goto("/dashboard");
      const box = await page.getByRole("searchbox").boundingBox();
      expect(box?.width, `the search box [${locale}]`).toBeGreaterThan(250);
    }
  });

  test("pause and activate are offered only for campaigns linked to Meta", async ({ page }) => {
    const email = await signedInSeller(page);
    await setPlan(email, { planType: "pro", campaignLimit: 999999 });
    await seedCampaigns(email, [
      { productName: "Linked Active", status: "active", metaCampaignId: "120010" },
      { productName: "Linked Paused", status: "paused", metaCampaignId: "120011" },
      { productName: "Not Linked", status: "draft" },
    ]);
    await page.reload();
    const menuOf = async (name: string) => {
      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      return page.getByRole("menu");
    };
    let menu = await menuOf("Linked Active");
    await expect(menu.getByRole("menuitem", { name: "Pause" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Activate" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "See on the ads platform" })).toBeVisible();
    // Meta is not connected: the action says so and the campaign stays active.
    await menu.getByRole("menuitem", { name: "Pause" }).click();
    await expect(page.getByText("Action failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Connect your Meta account in Integrations first.", { exact: true })).toBeVisible();
    menu = await menuOf("Linked Paused");
    await expect(menu.getByRole("menuitem", { name: "Activate" })).toBeVisible();
    await page.keyboard.press("Escape");
    menu = await menuOf("Not Linked");
    await expect(menu.getByRole("menuitem", { name: "Duplicate" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Pause" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Activate" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "See on the ads platform" })).toHaveCount(0);
  });

  test("duplicate, then delete after confirming", async ({ page }) => {
    const email = await signedInSeller(page);
    await setPlan(email, { planType: "starter", campaignLimit: 10 });
    await seedCampaigns(email, [{ productName: "Relógio Clássico", status: "draft" }]);
    await page.reload();
    await page.getByRole("button", { name: "Actions for Relógio Clássico" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(page.getByText("Campaign duplicated.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Relógio Clássico (copy)" })).toBeVisible();
    await expect(page.getByText("2 campaign(s) found")).toBeVisible();

    await page.getByRole("button", { name: "Actions for Relógio Clássico (copy)" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Are you sure you want to delete this campaign?")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("2 campaign(s) found")).toBeVisible();

    await page.goto("/campaigns");
    await expect(page.getByText("Total: 2 campaigns")).toBeVisible();
    await page.getByRole("button", { name: "Delete: Relógio Clássico (copy)" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Campaign deleted.", { exact: true })).toBeVisible();
    await expect(page.getByText("Total: 1 campaigns")).toBeVisible();
  });

  // Decision 023: a draft never published uses the free plan's one campaign, and every text says so alike.
  test("at the plan's limit the dashboard says so and duplicating is refused", async ({ page }) => {
    const email = await signedInSeller(page);
    await seedCampaigns(email, [{ productName: "Único Produto", status: "draft" }]);
    await page.reload();
    await expect(page.getByRole("button", { name: "Plan limit reached" })).toBeDisabled();
    await expect(page.getByText("Campaign limit reached", { exact: true })).toBeVisible();
    await expect(page.getByText("You have used 1 of 1 campaign on the Free plan.", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Every campaign in your account counts, whatever its status: drafts never published and archived campaigns too. Deleting a campaign frees its slot.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/plans");
    await page.getByRole("button", { name: "Actions for Único Produto" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(
      page.getByText(
        "Limit reached! You have used 1 of 1 campaign on your plan; drafts and archived campaigns count too. Delete a campaign to free a slot, or upgrade to create more.",
        { exact: true },
      ),
    ).toBeVisible();
  });

  test("an expired plan shows the renewal banner", async ({ page }) => {
    const email = await signedInSeller(page);
    const planExpiresAt = new Date(`${daysFromNow(-30)}T12:00:00Z`);
    await setPlan(email, { planType: "starter", campaignLimit: 10, planExpiresAt });
    await page.reload();
    await expect(page.getByText("Plan expired", { exact: true })).toBeVisible();
    // Written as the banner writes it (components/dashboard/plan-status-banner.tsx): a long date in Brazil's time.
    const expiredOn = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "America/Sao_Paulo" }).format(planExpiresAt);
    await expect(page.getByText(`Your plan expired on ${expiredOn}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Renew now" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Plan limit reached" })).toBeDisabled();
  });
});

test("settings show the account, the Meta card and the upgrade card; connecting leads to Facebook Login", async ({ page }) => {
  const email = await signedInSeller(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText("Disconnected", { exact: true })).toBeVisible();
  await expect(page.getByText("You will be redirected to Meta to authorize access.")).toBeVisible();
  await expect(page.getByRole("button", { name: "R$ 97/month - Coming Soon" })).toBeDisabled();
  await page.getByRole("button", { name: "Connect Meta" }).click();
  await expect(page.getByRole("button", { name: "Continue as Ana Souza" })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/v\d+\.\d+\/dialog\/oauth$/);
  await page.goto("/integrations");
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage ad campaigns")).toBeVisible();
});

test("the seller edits a campaign with the wizard's rules", async ({ page }) => {
  const email = await signedInSeller(page);
  await seedCampaigns(email, [{ productName: "Garrafa Térmica", status: "draft" }]);
  await page.goto("/campaigns");
  await page.getByRole("link", { name: "Edit: Garrafa Térmica" }).click();
  await expect(page.getByRole("heading", { name: "Edit Campaign" })).toBeVisible();
  await page.getByLabel("Project name").fill("Garrafa no Verão");
  await page.getByLabel("Call to action").selectOption("SHOP_NOW");
  // Nothing is rounded up behind the seller's back: a budget under R$ 20 is refused with the rule.
  await page.getByLabel("Daily budget (R$)").fill("15,5");
  await page.getByRole("button", { name: "Save Campaign" }).click();
  await expect(page.getByText("The minimum daily budget is R$20.00")).toBeVisible();
  await page.getByLabel("Daily budget (R$)").fill("20");
  const start = daysFromNow(14);
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date (optional)").fill(start);
  await page.getByRole("button", { name: "Save Campaign" }).click();
  await expect(page.getByText("The end date must be after the start date")).toBeVisible();
  await page.getByLabel("End date (optional)").fill(addDays(start, 41));
  await page.getByRole("button", { name: "Save Campaign" }).click();
  await expect(page.getByText("The maximum campaign period is 30 days")).toBeVisible();
  await page.getByLabel("End date (optional)").fill(addDays(start, 7));
  await page.getByRole("button", { name: "Save Campaign" }).click();
  await expect(page.getByText("Campaign saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Garrafa no Verão" })).toBeVisible();
  await expect(page.getByText("R$20.00")).toBeVisible();
});

test("an avatar must really be a JPG, PNG or GIF; a real one is shown", async ({ page, consoleErrors }) => {
  await signedInSeller(page);
  await page.goto("/profile");
  // The file input reacts only once the page is hydrated.
  await page.waitForLoadState("networkidle");
  const chooser = page.locator("#avatar-file");
  // A PDF renamed to .png passes the browser's type check but not the server's look at its bytes.
  await chooser.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: readFileSync("e2e/fixtures-files/not-an-image.png") });
  await expect(page.getByText("Invalid file format", { exact: true })).toBeVisible();
  // Chromium logs the server's 422 answer; it is the refusal this test expects.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("422")]);
  await chooser.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Invalid file format", { exact: true })).toBeVisible();
  await chooser.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText("File too large", { exact: true })).toBeVisible();
  await chooser.setInputFiles("e2e/fixtures-files/avatar.png");
  await expect(page.getByText("Photo updated", { exact: true })).toBeVisible();
  const avatar = page.getByRole("img", { name: "Your profile photo" });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
});
