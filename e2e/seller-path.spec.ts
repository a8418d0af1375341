// Issue 31: a new seller's own path, with no dead ends, in Portuguese on a phone and in English on a
// laptop. An emptied form says every problem at once; the campaign is saved before Meta is connected;
// its detail page publishes it through the wizard; connecting Meta comes back to it; choosing the ad
// account says what it added and the seller keeps their two sets; what Meta receives is exactly the
// interests the pages show, in the seller's language.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { campaignIdsOf } from "./db";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { giveRegulationIds } from "./meta-flow";
import { fakeMetaState, resetFakes, storeUrl } from "./wizard-support";
import type Messages from "../messages/en.json";

test.beforeEach(() => resetFakes());

const ACCOUNT = "act_120210000000001";
const VIEWS = [
  { locale: "pt", width: 375, height: 812, running: "Corrida" },
  { locale: "en", width: 1366, height: 900, running: "Running" },
] as const;

const catalogue = (locale: "en" | "pt") => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as typeof Messages;
const plural = (text: string, count: number) => (text.match(/other \{([^}]*)\}/)?.[1] ?? text).replace("#", String(count));

/** Each ad set's name and the Meta interest names it shows, set by set. */
async function shownSets(page: Page, label: string): Promise<{ name: string; interests: string[] }[]> {
  const lists = page.getByRole("list", { name: label });
  const count = await lists.count();
  const shown: { name: string; interests: string[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    const list = lists.nth(index);
    const name = (await list.locator("xpath=ancestor::section[1]").getByRole("heading", { level: 3 }).innerText()).trim();
    shown.push({ name, interests: (await list.getByRole("listitem").allTextContents()).map((item) => item.trim()) });
  }
  return shown;
}

for (const view of VIEWS) {
  test(`a new seller (${view.locale}, ${view.width} px): save before connecting, connect, back to the draft, publish exactly what the page shows`, async ({
    page,
  }, info) => {
    test.setTimeout(240_000);
    const m = catalogue(view.locale);
    const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${view.locale}-${view.width}.png`), fullPage: true });
    const email = await signedInSeller(page);
    await chooseLocale(page, view.locale);
    await page.setViewportSize({ width: view.width, height: view.height });

    await page.goto("/campaign/new");
    await page.getByLabel(m.wizard.url.label).fill(storeUrl("produto-br"));
    await page.getByRole("button", { name: m.wizard.url.analyze }).click();
    await expect(page.getByText(m.wizard.stepOf.replace("{step}", "3"))).toBeVisible({ timeout: 30_000 });
    const save = page.getByRole("button", { name: new RegExp(`^${m.wizard.actions.save}`) }).first();
    // The proposal is valid as generated: nothing to fix before saving.
    await expect(save).toHaveText(new RegExp(`^\\s*${m.wizard.actions.save}\\s*$`));

    // Every problem at once: the name, the budget and both sets' title and text are counted together.
    const budget = page.getByLabel(m.campaignConfig.fields.dailyBudget.replace("{currency}", "R$"));
    await page.getByLabel(m.campaignConfig.fields.projectName).fill("");
    await budget.fill("");
    await budget.blur();
    const titles = page.getByLabel(m.wizard.adSets.titleLabel, { exact: true });
    const texts = page.getByLabel(m.wizard.adSets.primaryText, { exact: true });
    await expect(titles).toHaveCount(2);
    for (const field of [titles.nth(0), titles.nth(1), texts.nth(0), texts.nth(1)]) await field.fill("");
    await save.click();
    await expect(save).toContainText(plural(m.wizard.actions.errorCount, 6));
    await shot("emptied-form");
    await page.getByLabel(m.campaignConfig.fields.projectName).fill("Corrida no celular");
    await budget.fill("40");
    await budget.blur();
    for (const field of [titles.nth(0), titles.nth(1)]) await field.fill("Corra mais leve");
    for (const field of [texts.nth(0), texts.nth(1)]) await field.fill("Amortecimento para treinos e provas.");
    await expect(save).not.toContainText(plural(m.wizard.actions.errorCount, 6));
    await save.click();
    await expect(page.getByRole("heading", { name: m.wizard.finish.title })).toBeVisible({ timeout: 20_000 });
    const [campaignId] = await campaignIdsOf(email);

    // The draft's detail page publishes it: through the wizard, which asks to connect Meta first.
    await page.goto(`/campaigns/${campaignId}`);
    await shot("draft-detail");
    await page.getByRole("link", { name: m.campaigns.view.publish }).click();
    await expect(page).toHaveURL(/\/campaign\/new$/);
    await expect(page.getByLabel(m.campaignConfig.fields.projectName)).toHaveValue("Corrida no celular");
    await page.getByRole("link", { name: m.wizard.metaWarning.action }).click();
    await expect(page).toHaveURL(/\/integrations\?return=/);
    await expect(page.getByRole("button", { name: m.integrations.card.connect })).toBeVisible();
    await shot("integrations-before-connecting");
    await page.getByRole("button", { name: m.integrations.card.connect }).click();
    await page.getByRole("button", { name: "Continue as Ana Souza" }).click();
    // Back to the draft it came from, now with Meta's section.
    await expect(page).toHaveURL(/\/campaign\/new$/, { timeout: 20_000 });
    await expect(page.getByLabel(m.campaignConfig.fields.projectName)).toHaveValue("Corrida no celular");
    await expect(page.getByText(m.wizard.metaWarning.title)).toBeHidden();
    await shot("back-to-the-draft");

    // The account's interests would make five sets: said where the account was chosen; the seller keeps two.
    await page.getByLabel(m.wizard.meta.adAccount).selectOption({ label: "Loja Passo Firme" });
    const added = page.getByRole("status").filter({ hasText: plural(m.wizard.interests.addedTitle, 3) });
    await expect(added).toBeVisible({ timeout: 20_000 });
    await shot("sets-added");
    await added.getByRole("button", { name: plural(m.wizard.interests.keepFewer, 2) }).click();
    await expect(titles).toHaveCount(2);
    await giveRegulationIds(page, view.locale);
    await page.getByLabel(m.wizard.meta.page).selectOption({ label: "Passo Firme" });
    await page.getByLabel(m.wizard.meta.instagram).selectOption({ label: "@passofirme" });
    await page.getByLabel(m.wizard.meta.pixel, { exact: true }).selectOption({ index: 1 });

    // What the sets show: Meta's interests, in the seller's language.
    const shown = await shownSets(page, m.wizard.adSets.metaInterests);
    expect(shown).toHaveLength(2);
    expect(shown.flatMap((set) => set.interests)).toContain(view.running);
    // Each set is named after what it targets, not after the AI's segments it no longer has.
    for (const set of shown) expect(set.name).toBe(set.interests.slice(0, 2).join(" + "));
    await expectNoSeriousA11yViolations(page);
    await shot("interests-shown");

    await page.getByLabel(m.wizard.actions.activate).first().check();
    await page
      .getByRole("button", { name: new RegExp(`^${m.wizard.actions.publish}`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: m.wizard.actions.published.title })).toBeVisible({ timeout: 30_000 });

    // Meta received exactly those interests, set by set, and nothing the pages did not show.
    const adsets = (await fakeMetaState()).accounts[ACCOUNT]!.adsets as { name: string; targeting: { flexible_spec?: { interests: { name: string }[] }[] } }[];
    const sent = adsets.map((set) => ({
      name: set.name,
      interests: (set.targeting.flexible_spec?.[0]?.interests ?? []).map((interest) => interest.name).sort(),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(sent.sort(byName)).toEqual(shown.map((set) => ({ name: set.name, interests: [...set.interests].sort() })).sort(byName));
  });
}
