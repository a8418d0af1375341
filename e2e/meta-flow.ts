// The Meta steps the specs share: connecting through the fake Facebook Login dialog, and a wizard
// campaign configured with the fake account's assets.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { campaignIdsOf } from "./db";
import { FAKE_BRAZIL_IDENTITIES } from "./fakes/meta";
import { signedInSeller } from "./helpers";
import { storeUrl } from "./wizard-support";

export async function connectMeta(page: Page) {
  await page.goto("/integrations");
  await page.getByRole("button", { name: "Connect Meta" }).click();
  await page.getByRole("button", { name: "Continue as Ana Souza" }).click();
  await expect(page).toHaveURL(/\/integrations$/, { timeout: 20_000 });
  await expect(page.getByText("Meta connected successfully.")).toBeVisible();
}

export async function configureWithMeta(page: Page, options: { cachedData?: boolean } = {}) {
  await page.goto("/campaign/new");
  await page.getByLabel("Product URL").fill(storeUrl("produto-br"));
  await page.getByRole("button", { name: "Analyze product with AI" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Meta is not connected")).toBeHidden();
  if (options.cachedData) await expect(page.getByText("Meta is limiting requests right now: showing the data saved at your last sync.")).toBeVisible();
  await chooseMetaAssets(page);
}

/** At step 3: the fake account's ad account (its interests fill five ad sets), page, Instagram and pixel. */
export async function chooseMetaAssets(page: Page) {
  await page.getByLabel("Ad account").selectOption({ label: "Loja Passo Firme" });
  await expect(page.getByText(/interests spread over 5 ad sets/)).toBeVisible({ timeout: 20_000 });
  await giveRegulationIds(page);
  await page.getByLabel("Facebook page").selectOption({ label: "Passo Firme" });
  await page.getByLabel("Instagram account").selectOption({ label: "@passofirme" });
  await page.getByLabel("Pixel", { exact: true }).selectOption({ index: 1 });
  await expect(page.getByText("4/4 connected")).toBeVisible();
}

/** A new seller with Meta connected and a saved, unpublished wizard campaign (five ad sets, R$ 120). */
export async function savedCampaignWithMeta(page: Page): Promise<{ email: string; campaignId: string }> {
  const email = await signedInSeller(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  await page.getByRole("button", { name: /^Save Campaign/ }).click();
  await expect(page.getByRole("heading", { name: "Campaign saved!" })).toBeVisible({ timeout: 20_000 });
  const [campaignId] = await campaignIdsOf(email);
  return { email, campaignId: campaignId! };
}

const PUBLISH_TEXTS = {
  en: { publish: "Publish to Meta", activate: /^Start delivering/, step: "Step 3 of 4" },
  pt: { publish: "Publicar no Meta", activate: /^Começar a veicular/, step: "Etapa 3 de 4" },
} as const;

/**
 * Issue 31, one publish path: "Publish to Meta" on a saved campaign's view page opens it in the wizard's
 * configuration step, where it is published like a new one. Returns once Publish was clicked.
 */
export async function publishSavedCampaign(
  page: Page,
  campaignId: string,
  { activate = true, locale = "en" }: { activate?: boolean; locale?: "en" | "pt" } = {},
) {
  const text = PUBLISH_TEXTS[locale];
  await page.goto(`/campaign/view/${campaignId}`);
  await page.getByRole("link", { name: text.publish }).click();
  await expect(page).toHaveURL(/\/campaign\/new$/);
  await expect(page.getByText(text.step)).toBeVisible();
  if (activate) await page.getByLabel(text.activate).check();
  await page
    .getByRole("button", { name: new RegExp(`^${text.publish}`) })
    .first()
    .click();
}

const REGULATION_TEXTS = {
  en: {
    group: "Ads shown in Brazil: advertiser and payer",
    beneficiary: "Advertiser (beneficiary) id",
    payer: "Payer id",
    save: "Save for this ad account",
    saved: "Saved: every ad set of this account shown in Brazil will declare them.",
  },
  pt: {
    group: "Anúncios exibidos no Brasil: anunciante e pagador",
    beneficiary: "Id do anunciante (beneficiário)",
    payer: "Id do pagador",
    save: "Salvar para esta conta de anúncios",
    saved: "Salvo: todo conjunto desta conta exibido no Brasil vai informá-los.",
  },
} as const;

/** Brazil's ad regulation: the seller types the verified advertiser and payer ids Meta's business settings show, and saves them. */
export async function giveRegulationIds(page: Page, locale: "en" | "pt" = "en", ids: { beneficiaryId: string; payerId: string } = FAKE_BRAZIL_IDENTITIES) {
  const text = REGULATION_TEXTS[locale];
  const regulation = page.getByRole("group", { name: text.group });
  await expect(regulation.getByLabel(text.beneficiary)).toBeEnabled({ timeout: 20_000 });
  await regulation.getByLabel(text.beneficiary).fill(ids.beneficiaryId);
  await regulation.getByLabel(text.payer).fill(ids.payerId);
  await regulation.getByRole("button", { name: text.save }).click();
  await expect(regulation.getByText(text.saved)).toBeVisible();
}
