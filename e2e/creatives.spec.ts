// Issue 35, creatives that show the seller's real product: on a 375 px phone in Portuguese, the seller
// puts the product page's own photo in a scene (the image-editing model gets that photo), and picks and
// asks again for the copy written for each ad set's audience.
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { fakeEditOf } from "./fakes/replicate";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { connectMeta, giveRegulationIds } from "./meta-flow";
import { fakeMetaPlacements, fakeMetaState, fakeRequests, resetFakes, STORE_PRODUCT_IMAGE_URL, storeUrl } from "./wizard-support";

test.beforeEach(() => resetFakes());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("a seller puts the product's own photo in a scene and picks the copy written for each audience", async ({ page }, info) => {
  test.setTimeout(180_000);
  await signedInSeller(page);
  await connectMeta(page);
  await chooseLocale(page, "pt");
  await page.setViewportSize({ width: 375, height: 740 });

  await page.goto("/campaign/new");
  await page.getByLabel("URL do produto").fill(storeUrl("produto-br"));
  await page.getByRole("button", { name: "Analisar produto com IA" }).click();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 30_000 });

  // Without a photo of the seller's own, a scene waits for one.
  const form = page.getByRole("group", { name: "Gerar uma imagem com IA" });
  await expect(form.getByText("Adicione a foto do produto ou envie uma foto para usá-la numa cena.")).toBeVisible();
  await page.getByRole("button", { name: "Usar a foto do produto" }).click();
  await expect(page.getByText("2 de 5 mídias · 1 de 3 imagens de IA")).toBeVisible({ timeout: 20_000 });

  // The scene is the default once a photo is there; the seller describes the setting only.
  await expect(form.getByRole("radio", { name: "Sua foto numa cena" })).toBeChecked();
  await form.getByLabel("Descreva a cena").fill("sobre uma pedra na praia ao pôr do sol");
  await expectNoSeriousA11yViolations(page);
  await form.screenshot({ path: info.outputPath("scene-form-pt-375.png") });
  await form.getByRole("button", { name: "Gerar imagem" }).click();
  const scene = page.getByRole("button", { name: "Definir como principal: Cena IA 2" });
  await expect(scene).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("3 de 5 mídias · 2 de 3 imagens de IA")).toBeVisible();

  // The editing model got the page's photo, and what it made from that photo is the new creative.
  const photo = Buffer.from(await (await page.request.get(STORE_PRODUCT_IMAGE_URL)).body());
  const prediction = (await fakeRequests()).replicate.predictions.at(-1)!;
  expect(prediction.model).toBe("black-forest-labs/flux-kontext-pro");
  expect(prediction.inputPhotos).toEqual([sha256(photo)]);
  expect(String(prediction.input.prompt)).toContain("sobre uma pedra na praia ao pôr do sol");
  const source = await scene.locator("img").getAttribute("src");
  const made = Buffer.from(await (await page.request.get(source!)).body());
  expect(made.equals(await fakeEditOf(photo))).toBe(true);

  // The main image in each placement: 1:1, 4:5 and 9:16 side by side, the last with Meta's safe zone.
  await scene.click();
  const placements = page.getByRole("region", { name: "Cada lugar com a sua versão" });
  for (const format of ["Feed quadrado (1:1)", "Feed no celular (4:5)", "Stories, Reels e Status (9:16)"]) {
    await expect(placements.getByRole("img", { name: `Cena IA 2 em ${format}` })).toBeVisible({ timeout: 20_000 });
  }
  await placements.screenshot({ path: info.outputPath("placements-pt-375.png") });
  // The seller moves the 9:16 crop with the keyboard and zooms in; the preview shows the new crop.
  const vertical = placements.getByRole("img", { name: "Cena IA 2 em Stories, Reels e Status (9:16)" });
  const before = await vertical.getAttribute("style");
  await placements.getByRole("button", { name: "Ajustar recorte: Stories, Reels e Status (9:16)" }).click();
  const editor = page.getByRole("dialog", { name: "Ajustar recorte: Stories, Reels e Status (9:16)" });
  await editor.getByLabel("Aproximar").fill("2");
  await editor.getByRole("group", { name: "Área do recorte. Use as setas para mover." }).press("ArrowUp");
  await expectNoSeriousA11yViolations(page);
  await editor.screenshot({ path: info.outputPath("crop-editor-pt-375.png") });
  await editor.getByRole("button", { name: "Pronto" }).click();
  await expect(editor).toBeHidden();
  await expect.poll(() => vertical.getAttribute("style")).not.toBe(before);

  // Each set's copy was written for its own audience; the others are one tap away.
  const firstSet = page.locator("section", { has: page.getByRole("heading", { name: "Corrida + Vida saudável" }) });
  const title = firstSet.getByRole("textbox", { name: "Título", exact: true });
  await expect(title).toHaveValue("Corrida: Tênis Corrida Pro");
  const text = firstSet.getByRole("textbox", { name: "Texto principal", exact: true });
  const textBefore = await text.inputValue();
  const titleOptions = firstSet.getByRole("group", { name: "Outras opções para o título" });
  await titleOptions.getByRole("button", { name: "Usar: Tênis Corrida Pro para Corrida" }).click();
  await expect(title).toHaveValue("Tênis Corrida Pro para Corrida");
  // The title it replaced is offered back.
  await expect(titleOptions.getByRole("button", { name: "Usar: Corrida: Tênis Corrida Pro" })).toBeVisible();

  // Asking again writes new titles only; the primary text stays as it was.
  await titleOptions.getByRole("button", { name: "Gerar outras opções" }).click();
  await expect(titleOptions.getByRole("button", { name: /^Usar: Tênis Corrida Pro 1\.1$/ })).toBeVisible({ timeout: 20_000 });
  await expect(text).toHaveValue(textBefore);
  await expect(title).toHaveValue("Tênis Corrida Pro para Corrida");
  await firstSet.screenshot({ path: info.outputPath("copy-options-pt-375.png") });

  // A claim CONAR and the consumer code ask to prove, repeated punctuation and an English word: each is shown
  // beside the field with its reason and rewrite; the seller takes one rewrite, keeps one, and nothing else changes.
  await text.fill("Menor preço do Brasil!!! Frete free para você.");
  const notes = firstSet.getByRole("list", { name: "Pontos a revisar neste texto" });
  await expect(notes.getByRole("listitem")).toHaveCount(3);
  await expect(notes.getByRole("listitem").first()).toContainText("Menor preço do Brasil");
  await expect(notes.getByRole("link", { name: /^Regra: / }).first()).toHaveAttribute("href", /conar|planalto/);
  await expectNoSeriousA11yViolations(page);
  await notes.screenshot({ path: info.outputPath("copy-review-pt-375.png") });
  await notes.getByRole("button", { name: "Trocar por “grátis”" }).click();
  await expect(text).toHaveValue("Menor preço do Brasil!!! Frete grátis para você.");
  await notes.getByRole("listitem").filter({ hasText: "!!!:" }).getByRole("button", { name: "Manter assim" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(text).toHaveValue("Menor preço do Brasil!!! Frete grátis para você.");

  // Publishing sends one ad per creative and ad set, each with the image's version for each placement.
  await page.getByLabel("Conta de anúncios").selectOption({ label: "Loja Passo Firme" });
  await expect(page.getByText(/distribuídos em 5 conjuntos/)).toBeVisible({ timeout: 20_000 });
  await giveRegulationIds(page, "pt");
  await page.getByLabel("Página do Facebook").selectOption({ label: "Passo Firme" });
  await page.getByLabel("Conta do Instagram").selectOption({ label: "@passofirme" });
  await page.getByLabel("Pixel", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: /^Usar R\$/ }).click();
  await page
    .getByRole("button", { name: /^Publicar no Meta/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Campanha publicada!" })).toBeVisible({ timeout: 90_000 });

  const account = (await fakeMetaState()).accounts["act_120210000000001"]!;
  const images = account.images as { hash: string; name: string; width: number; height: number }[];
  const version = (format: string) => images.find((image) => image.name === `Cena IA 2 (${format})`);
  const ads = account.ads as { id: string; name: string }[];
  const creatives = account.adcreatives as { asset_feed_spec?: { asset_customization_rules: unknown[] } }[];
  expect(creatives.every((creative) => creative.asset_feed_spec?.asset_customization_rules.length === 3)).toBe(true);
  const sceneAd = ads.find((ad) => ad.name.includes("Cena IA 2")) ?? ads[0]!;
  const record = await fakeMetaPlacements(sceneAd.id);
  // The fake Meta's record of the ad's assets per placement, for the issue's note.
  console.log(
    `[creatives] ${sceneAd.name}: ${JSON.stringify(Object.fromEntries(Object.entries(record.placements).map(([where, shown]) => [where, shown ? `${shown.label} ${shown.width}x${shown.height}` : null])))}`,
  );
  expect(record.placements["facebook:story"]).toMatchObject({ label: "vertical", width: 1080, height: 1920 });
  expect(record.placements["instagram:stream"]).toMatchObject({ label: "portrait", width: 1080, height: 1350 });
  expect(version("vertical")).toMatchObject({ width: 1080, height: 1920 });
  expect(Object.values(record.creative_features ?? {}).every((status) => status === "OPT_OUT")).toBe(true);
});
