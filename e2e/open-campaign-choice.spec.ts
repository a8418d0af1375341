// Issue 31 (decision 027): publishing a saved campaign opens it in the wizard; when the wizard holds
// other work never saved, the seller chooses: keep it, or set it aside for the saved campaign. Nothing is
// dropped unasked. In Portuguese on a phone and in English on a laptop.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { campaignIdsOf, setPlan, wizardDraftOf } from "./db";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { resetFakes, storeUrl } from "./wizard-support";
import type Messages from "../messages/en.json";

test.beforeEach(() => resetFakes());

const VIEWS = [
  { locale: "pt", width: 375, height: 812 },
  { locale: "en", width: 1366, height: 900 },
] as const;

const catalogue = (locale: "en" | "pt") => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as typeof Messages;

for (const view of VIEWS) {
  test(`work in progress is kept unless the seller sets it aside for the saved campaign (${view.locale}, ${view.width} px)`, async ({ page }, info) => {
    test.setTimeout(180_000);
    const m = catalogue(view.locale);
    const email = await signedInSeller(page);
    await setPlan(email, { planType: "starter", campaignLimit: 10 });
    await chooseLocale(page, view.locale);
    await page.setViewportSize({ width: view.width, height: view.height });
    const projectName = page.getByLabel(m.campaignConfig.fields.projectName);
    const analyze = async (url: string) => {
      await page.goto("/campaign/new");
      await page.getByLabel(m.wizard.url.label).fill(url);
      await page.getByRole("button", { name: m.wizard.url.analyze }).click();
      await expect(page.getByText(m.wizard.stepOf.replace("{step}", "3"))).toBeVisible({ timeout: 30_000 });
    };

    // A saved campaign, never published.
    await analyze(storeUrl("produto-br"));
    await projectName.fill("Campanha salva");
    await page
      .getByRole("button", { name: new RegExp(`^${m.wizard.actions.save}`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: m.wizard.finish.title })).toBeVisible({ timeout: 20_000 });
    const [savedId] = await campaignIdsOf(email);

    // Then other work, never saved.
    await analyze(storeUrl("01-shopify-buykud.html"));
    await projectName.fill("Em andamento");
    await projectName.blur();
    await expect
      .poll(async () => ((await wizardDraftOf(email))?.config as { projectName?: string } | null)?.projectName, { timeout: 15_000 })
      .toBe("Em andamento");

    // Publishing the saved one asks before anything is replaced.
    await page.goto(`/campaign/new?campaign=${savedId}`);
    const title = page.getByRole("heading", { name: m.wizard.openCampaign.title });
    await expect(title).toBeFocused();
    await expect(page.getByText(m.wizard.openCampaign.text.replace("{name}", "Em andamento"))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`choice-${view.locale}-${view.width}.png`), fullPage: true });

    // Keeping it returns to the work in progress, untouched.
    await page.getByRole("link", { name: m.wizard.openCampaign.keep }).click();
    await expect(page).toHaveURL(/\/campaign\/new$/);
    await expect(projectName).toHaveValue("Em andamento");

    // Setting it aside opens the saved campaign in the configuration step.
    await page.goto(`/campaign/new?campaign=${savedId}`);
    await page.getByRole("button", { name: m.wizard.openCampaign.replace }).click();
    await expect(page).toHaveURL(/\/campaign\/new$/);
    await expect(projectName).toHaveValue("Campanha salva");
    await page.reload();
    await expect(projectName).toHaveValue("Campanha salva");
  });
}
