// Brazil's ad regulation (issue 30 item 2): a new seller, in Portuguese on a phone, whose ad account never
// ran ads has no advertiser and payer ids Meta could show us. Publish is held back beside the Meta
// section's fields, nothing reaches Meta, and once the verified ids are typed and saved the campaign goes
// out with them on each of its 3 ad sets.
import { expect, test } from "./fixtures";
import { FAKE_BRAZIL_IDENTITIES } from "./fakes/meta";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { connectMeta, giveRegulationIds } from "./meta-flow";
import { fakeMetaState, resetFakes, storeUrl } from "./wizard-support";

const ACCOUNT = "act_120210000000001";

test.beforeEach(() => resetFakes());

test("a new seller in Portuguese publishes a 3-ad-set campaign after giving the verified advertiser and payer", async ({ page }, info) => {
  test.setTimeout(240_000);
  await signedInSeller(page);
  await connectMeta(page);
  await chooseLocale(page, "pt");
  await page.setViewportSize({ width: 375, height: 740 });

  await page.goto("/campaign/new");
  await page.getByLabel("URL do produto").fill(storeUrl("produto-br"));
  await page.getByRole("button", { name: "Analisar produto com IA" }).click();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Conta de anúncios").selectOption({ label: "Loja Passo Firme" });
  await expect(page.getByText(/distribuídos em 5 conjuntos/)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Página do Facebook").selectOption({ label: "Passo Firme" });
  await page.getByLabel("Conta do Instagram").selectOption({ label: "@passofirme" });
  await page.getByLabel("Pixel", { exact: true }).selectOption({ index: 1 });

  // The account never declared the ids: the fields are empty and say where Meta shows them.
  const regulation = page.getByRole("group", { name: "Anúncios exibidos no Brasil: anunciante e pagador" });
  await expect(regulation.getByLabel("Id do anunciante (beneficiário)")).toBeEnabled({ timeout: 20_000 });
  await expect(regulation.getByLabel("Id do anunciante (beneficiário)")).toHaveValue("");
  await expect(regulation).toContainText("Autorizações e verificações");
  await expect(regulation.getByRole("link", { name: "Abrir as configurações do negócio no Meta" })).toHaveAttribute("href", /business\.facebook\.com/);

  // Three ad sets: the last two paused, the budget at what three need.
  const switches = page.getByRole("switch", { name: "Ativo" });
  await switches.nth(4).click();
  await switches.nth(3).click();
  await page.getByRole("button", { name: /^Usar R\$/ }).click();

  await page
    .getByRole("button", { name: /^Publicar no Meta/ })
    .first()
    .click();
  const required = "Informe e salve os ids do anunciante e do pagador verificados: o Meta recusa anúncios exibidos no Brasil sem eles.";
  await expect(regulation.getByRole("alert")).toHaveText(required);
  await expect(regulation).toBeInViewport();
  const before = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect([before.campaigns, before.adsets, before.adcreatives]).toEqual([[], [], []]);
  await page.screenshot({ path: info.outputPath("regulation-required-pt-375.png") });

  await giveRegulationIds(page, "pt");
  await expect(regulation.getByRole("alert")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await regulation.screenshot({ path: info.outputPath("regulation-saved-pt-375.png") });

  await page
    .getByRole("button", { name: /^Publicar no Meta/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Campanha publicada!" })).toBeVisible({ timeout: 60_000 });
  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect(account.campaigns).toHaveLength(1);
  const adSets = account.adsets as Record<string, unknown>[];
  expect(adSets).toHaveLength(3);
  for (const set of adSets) {
    expect(set).toMatchObject({
      regional_regulated_categories: ["BRAZIL_REGULATION"],
      regional_regulation_identities: { universal_beneficiary: FAKE_BRAZIL_IDENTITIES.beneficiaryId, universal_payer: FAKE_BRAZIL_IDENTITIES.payerId },
    });
  }
});
