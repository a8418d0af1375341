// Issue 34, WhatsApp-first campaigns: a seller in Portuguese on a 375 px phone makes an ad that opens a
// WhatsApp chat. The Page's number is read from Meta; the AI's greeting is editable; the preview shows
// Meta's WhatsApp button; Meta receives the click-to-WhatsApp contract. A Page without a number is never
// offered WhatsApp, says how to connect one, and publishing stops before anything exists at Meta.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEFAULT_PAGES } from "./fakes/meta";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { connectMeta, giveRegulationIds } from "./meta-flow";
import { campaignIdsOf } from "./db";
import { fakeMetaState, metaSetInsights, metaSetPageWhatsApp, resetFakes, storeUrl } from "./wizard-support";

const ACCOUNT = "act_120210000000001";
const PAGE = DEFAULT_PAGES[0]!;
const NUMBER = PAGE.whatsapp!.number;
const GREETING = "Oi! Tenho interesse no Tênis Corrida Pro de R$ 299,90";

test.beforeEach(() => resetFakes());

/** Counts the seller's own taps and typed fields from the product address to the published campaign. */
function tapCounter(page: Page) {
  let taps = 0;
  const tap = async (action: Promise<unknown>) => {
    taps += 1;
    await action;
  };
  return { tap, count: () => taps, page };
}

async function newSellerOnPhone(page: Page): Promise<string> {
  const email = await signedInSeller(page);
  await connectMeta(page);
  await chooseLocale(page, "pt");
  await page.setViewportSize({ width: 375, height: 740 });
  return email;
}

const destination = (page: Page) => page.locator("#destination");
const whatsappOption = (page: Page) => destination(page).getByRole("radio", { name: "Conversa no WhatsApp" });

test("a seller whose Page has a WhatsApp number publishes a campaign that opens a chat", async ({ page }, info) => {
  test.setTimeout(240_000);
  const seller = await newSellerOnPhone(page);
  const { tap, count } = tapCounter(page);

  await page.goto("/campaign/new");
  await tap(page.getByLabel("URL do produto").fill(storeUrl("produto-br")));
  await tap(page.getByRole("button", { name: "Analisar produto com IA" }).click());
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 30_000 });
  // Until a Page is chosen, WhatsApp waits for one.
  await expect(whatsappOption(page)).toBeDisabled();
  await expect(destination(page)).toContainText("Escolha a Página do Facebook em Configuração do Meta Ads.");

  await tap(page.getByLabel("Conta de anúncios").selectOption({ label: "Loja Passo Firme" }));
  await expect(page.getByText(/distribuídos em 5 conjuntos/)).toBeVisible({ timeout: 20_000 });
  // Brazil's regulation ids: three fields and a save, counted as the seller's own.
  const before = count();
  await giveRegulationIds(page, "pt");
  const regulationTaps = 3;
  await tap(page.getByLabel("Página do Facebook").selectOption({ label: PAGE.name }));
  await expect(destination(page)).toContainText(`Abre uma conversa no número da Página: +${NUMBER}.`);
  await tap(whatsappOption(page).check());

  // The AI's greeting with the product's name and price, editable within Meta's limit; Meta's button.
  const message = page.getByLabel("Mensagem pronta no WhatsApp");
  await expect(message).toHaveValue(GREETING);
  await expect(message).toHaveAttribute("maxlength", "300");
  await expect(page.getByLabel("Objetivo")).toHaveValue("Conversas no WhatsApp (Engajamento no Meta)");
  await expect(page.getByText("Enviar mensagem pelo WhatsApp").first()).toBeVisible();
  // The sets' text still the AI's is its chat text now.
  await expect(page.getByText("Chame no WhatsApp!").first()).toBeVisible();
  // A conversions objective counts purchases with a pixel; conversations need none.
  await expect(page.getByText("Escolha um pixel", { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await destination(page).screenshot({ path: info.outputPath("whatsapp-destination-pt-375.png") });

  await tap(page.getByRole("button", { name: /^Usar R\$/ }).click());
  // Delivering from the start: Meta counts results only for a campaign that runs.
  await tap(page.getByLabel(/^Começar a veicular/).check());
  await tap(
    page
      .getByRole("button", { name: /^Publicar no Meta/ })
      .first()
      .click(),
  );
  await expect(page.getByRole("heading", { name: "Campanha publicada!" })).toBeVisible({ timeout: 60_000 });
  const taps = count() + regulationTaps;
  await page.screenshot({ path: info.outputPath("whatsapp-published-pt-375.png"), fullPage: true });
  // The figure for the note, printed with the run.
  console.log(`[whatsapp] taps from the product URL to a published WhatsApp campaign: ${taps} (${before} before Brazil's ids, ${regulationTaps} for them)`);

  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect(account.campaigns).toHaveLength(1);
  expect(account.campaigns![0]).toMatchObject({ objective: "OUTCOME_ENGAGEMENT" });
  const sets = account.adsets as Record<string, unknown>[];
  expect(sets).toHaveLength(5);
  for (const set of sets)
    expect(set).toMatchObject({
      destination_type: "WHATSAPP",
      optimization_goal: "CONVERSATIONS",
      promoted_object: { page_id: PAGE.id, whatsapp_phone_number: NUMBER },
    });
  for (const creative of account.adcreatives as { object_story_spec: { link_data: Record<string, unknown> } }[]) {
    const story = creative.object_story_spec.link_data;
    expect(story).toMatchObject({ link: "https://api.whatsapp.com/send", call_to_action: { type: "WHATSAPP_MESSAGE" } });
    expect(String(story.page_welcome_message)).toContain(GREETING);
  }

  // Results: Meta counts 40 conversations for R$ 120,00; Refresh data brings them to the card and the tiles.
  const metaCampaignId = String((account.campaigns![0] as { id: string }).id);
  await metaSetInsights(metaCampaignId, { spend: 12_000, conversations: 40, purchases: 0 });
  await page.goto("/dashboard");
  const figure = (label: string) =>
    page
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .first()
      .locator("dd");
  // The campaign was read from Meta when it was published: Refresh data reads it again (clicked until the
  // page is live to take the click).
  await expect(async () => {
    await page.getByRole("button", { name: "Atualizar dados" }).click();
    await expect(figure("Conversas iniciadas")).toHaveText("40", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(figure("Custo por conversa")).toHaveText(/R\$\s?3,00/);
  const tile = page
    .locator("dl")
    .filter({ has: page.getByText("Conversas no WhatsApp", { exact: true }) })
    .locator("dd");
  await expect(tile).toHaveText("40");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: info.outputPath("whatsapp-dashboard-pt-375.png"), fullPage: true });

  // "Vendi!": a chat became a R$ 299,90 sale; the campaign's revenue and ROAS count it.
  const [campaignId] = await campaignIdsOf(seller);
  await page.goto(`/campaigns/${campaignId}`);
  await page.getByRole("button", { name: "Vendi!" }).click();
  const dialog = page.getByRole("dialog", { name: "Marcar uma venda do WhatsApp" });
  await dialog.getByLabel(/Valor da venda/).fill("299,90");
  await dialog.getByLabel("Observação (opcional)").fill("Maria, tamanho 38");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Marcar venda" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/1 venda marcada: R\$\s?299,90/)).toBeVisible();
  await expect(figure("Receita")).toHaveText(/R\$\s?300/);
  // 299,90 ÷ 120,00 = 2,5x.
  await expect(figure("ROAS")).toHaveText("2,5x");
  await expect(page.getByText(/Inclui R\$\s?300 em vendas marcadas por você/)).toBeVisible();
  await page.screenshot({ path: info.outputPath("whatsapp-sale-pt-375.png"), fullPage: true });
});

test("a Page without a number is never offered WhatsApp, says how to connect one, and publishing stops before Meta", async ({ page }, info) => {
  test.setTimeout(240_000);
  await metaSetPageWhatsApp(PAGE.id, null);
  await newSellerOnPhone(page);
  await page.goto("/campaign/new");
  await page.getByLabel("URL do produto").fill(storeUrl("produto-br"));
  await page.getByRole("button", { name: "Analisar produto com IA" }).click();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Conta de anúncios").selectOption({ label: "Loja Passo Firme" });
  await expect(page.getByText(/distribuídos em 5 conjuntos/)).toBeVisible({ timeout: 20_000 });
  await giveRegulationIds(page, "pt");
  await page.getByLabel("Página do Facebook").selectOption({ label: PAGE.name });

  // No number: WhatsApp can't be chosen, and the section says why and how to connect one.
  await expect(whatsappOption(page)).toBeDisabled();
  const missing = destination(page)
    .getByRole("status")
    .filter({ hasText: `A Página ${PAGE.name} não tem um número do WhatsApp Business` });
  await expect(missing).toBeVisible();
  await expect(missing).toContainText("Ferramentas comerciais › Facebook e Instagram › Facebook");
  await expect(missing.getByRole("link", { name: /Como conectar/ })).toHaveAttribute("href", "https://faq.whatsapp.com/696845041357696");
  await expectNoSeriousA11yViolations(page);
  await destination(page).screenshot({ path: info.outputPath("whatsapp-no-number-pt-375.png") });

  // The seller connects the number in the WhatsApp Business app, then checks again.
  await missing.getByRole("button", { name: "Verificar novamente" }).click();
  await expect(destination(page)).toContainText("A Página ainda não tem um número do WhatsApp Business conectado.");
  await metaSetPageWhatsApp(PAGE.id, NUMBER);
  await missing.getByRole("button", { name: "Verificar novamente" }).click();
  await expect(destination(page)).toContainText("Número encontrado. Você já pode escolher a conversa no WhatsApp.");
  await whatsappOption(page).check();
  await expect(page.getByLabel("Mensagem pronta no WhatsApp")).toHaveValue(GREETING);

  // Disconnected again before publishing: the run reads the number first and stops with the way to fix it.
  await metaSetPageWhatsApp(PAGE.id, null);
  await page.getByRole("button", { name: /^Usar R\$/ }).click();
  await page
    .getByRole("button", { name: /^Publicar no Meta/ })
    .first()
    .click();
  const refused = page.getByText("A Página não tem um número do WhatsApp Business conectado").first();
  await expect(refused).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Como conectar o WhatsApp à Página" }).first()).toHaveAttribute(
    "href",
    "https://faq.whatsapp.com/696845041357696",
  );
  await page.screenshot({ path: info.outputPath("whatsapp-stopped-pt-375.png"), fullPage: true });
  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect([account.campaigns, account.adsets, account.adcreatives, account.ads]).toEqual([[], [], [], []]);
});
