// The campaign-lifecycle screens (issue 11) as a seller sees them, on a phone (375 px) in Portuguese and
// a laptop (1366 px) in English: the saved-draft banner, publishing it in the wizard, Meta's state on the
// card of a paused campaign whose ads Meta rejected, with the reason, the delete and archive dialogs, the edit page and the detail page.
// Each is checked with axe, and a screenshot is kept in the test's output folder for review.
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./helpers";
import { publishSavedCampaign, savedCampaignWithMeta } from "./meta-flow";
import { E2E_BASE_URL, E2E_FAKE_META_URL } from "./env";
import { fakeMetaState, resetFakes } from "./wizard-support";

test.beforeEach(() => resetFakes());

// A new seller's two ways in: Portuguese on a phone, English on a laptop. (Every route in both languages
// on a phone is e2e/locales.spec.ts's.)
const VIEWS = [
  { locale: "en", width: 1366, height: 900 },
  { locale: "pt", width: 375, height: 740 },
] as const;

const TEXT = {
  en: {
    publish: "Publish to Meta",
    actions: /^Actions for /,
    delete: "Delete",
    archive: "Archive",
    cancel: "Cancel",
    rejected: /^Meta rejected 5 ads of 5/,
    banner: /never published/,
  },
  pt: {
    publish: "Publicar no Meta",
    actions: /^Ações de /,
    delete: "Excluir",
    archive: "Arquivar",
    cancel: "Cancelar",
    rejected: /^O Meta reprovou 5 anúncios de 5/,
    banner: /nunca foi publicada/,
  },
} as const;

type View = (typeof VIEWS)[number];

async function look(page: Page, info: TestInfo, name: string, view: View) {
  await page.screenshot({ path: info.outputPath(`${name}-${view.locale}-${view.width}.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  // Nothing may stick out sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

async function inView(page: Page, view: View) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: view.locale, url: E2E_BASE_URL }]);
  await page.setViewportSize({ width: view.width, height: view.height });
}

test("the lifecycle screens read well on a phone and a laptop, in both languages", async ({ page }, info) => {
  test.setTimeout(300_000);
  const { campaignId } = await savedCampaignWithMeta(page);

  for (const view of VIEWS) {
    await inView(page, view);
    await page.goto("/campaign/new");
    await expect(page.getByText(TEXT[view.locale].banner).first()).toBeVisible();
    await look(page, info, "saved-draft-banner", view);
  }
  // Issue 31, one publish path: "Publish to Meta" on the view page opens the campaign in the wizard's
  // configuration step, with everything it was saved with.
  for (const view of VIEWS) {
    await inView(page, view);
    await page.goto(`/campaign/view/${campaignId}`);
    await page.getByRole("link", { name: TEXT[view.locale].publish }).first().click();
    await expect(page).toHaveURL(/\/campaign\/new$/);
    await expect(page.getByRole("button", { name: new RegExp(`^${TEXT[view.locale].publish}`) }).first()).toBeVisible();
    await look(page, info, "publish-in-wizard", view);
  }

  // Published, then Meta rejects its ads: the card, detail, edit and dialogs of a linked campaign.
  await inView(page, VIEWS[0]);
  await publishSavedCampaign(page, campaignId, { activate: false });
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 30_000 });
  const metaCampaignId = ((await fakeMetaState()).accounts["act_120210000000001"]!.campaigns as { id: string }[])[0]!.id;
  const reviewed = await fetch(`${E2E_FAKE_META_URL}/__control/review`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: metaCampaignId, decision: "reject", reason: "The ad shows a before-and-after image, which the policy forbids." }),
  });
  expect(reviewed.ok).toBe(true);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Refresh data" }).click();
  await expect(page.getByText(TEXT.en.rejected).first()).toBeVisible({ timeout: 20_000 });

  for (const view of VIEWS) {
    await inView(page, view);
    const text = TEXT[view.locale];
    await page.goto("/dashboard");
    await expect(page.getByText(text.rejected).first()).toBeVisible();
    await look(page, info, "dashboard-rejected", view);
    for (const action of [text.delete, text.archive]) {
      await page.getByRole("button", { name: text.actions }).first().click();
      await page.getByRole("menuitem", { name: action }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await look(page, info, `${action === text.delete ? "delete" : "archive"}-dialog`, view);
      await page.getByRole("alertdialog").getByRole("button", { name: text.cancel }).click();
      await expect(page.getByRole("alertdialog")).toBeHidden();
    }
    await page.goto(`/campaigns/${campaignId}`);
    await expect(page.getByText(text.rejected).first()).toBeVisible();
    await look(page, info, "detail", view);
    await page.goto(`/campaign/edit/${campaignId}`);
    await expect(page.locator("form")).toBeVisible();
    await look(page, info, "edit", view);
  }
});
