// Issue 31 item 7: a blog post is not a product page. The wizard writes no copy for it: it asks the seller for
// the product's name, price and photo (nothing invented from the page, the site's name least of all), or for
// another URL, and writes the copy for the product as confirmed. In Portuguese on a phone, in English on a laptop.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseLocale, expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { fakeRequests, resetFakes, storeUrl } from "./wizard-support";

test.beforeEach(() => resetFakes());

/** What the app asked the fake OpenAI to write the ad for (the generation's user message). */
async function generationRequests() {
  const { openai } = await fakeRequests();
  return openai
    .filter((request) => (request.body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name === "generated_ad")
    .map((request) => JSON.stringify(request.body.messages));
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("a blog URL asks for the product: Portuguese, 375 px", async ({ page }, info) => {
  await signedInSeller(page);
  await chooseLocale(page, "pt");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/campaign/new");
  await page.getByLabel("URL do produto").fill(storeUrl("blog"));
  await page.getByRole("button", { name: "Analisar produto com IA" }).click();

  const heading = page.getByRole("heading", { name: "Confirme o produto" });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeFocused();
  await expect(page.getByText("Etapa 1 de 4")).toBeVisible();
  await expect(page.getByText(/^Esta página parece um artigo, não a página de um produto\./)).toBeVisible();
  // Nothing is taken from the article as the product's: no name (neither its headline nor "Blog da Loja"), no
  // price (the one it cites is another product's), no photo chosen; and no copy is written yet.
  const name = page.getByLabel("Nome do produto");
  const price = page.getByLabel("Preço (R$)");
  await expect(name).toHaveValue("");
  await expect(price).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Sem foto por enquanto" })).toBeChecked();
  expect(await generationRequests()).toEqual([]);
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: info.outputPath("confirm-product-pt-375.png"), fullPage: true });

  // Each problem is said beside its field, and the first field to fix gets the focus.
  await price.fill("abc");
  const proceed = page.getByRole("button", { name: "Continuar e escrever o anúncio" });
  await proceed.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(/Informe o nome do produto\./);
  await expect(price).toHaveAccessibleDescription(/Informe o preço como um valor, por exemplo 89,90\./);

  await name.fill("Relógio GPS Passo Firme");
  await price.fill("459,9");
  await price.blur();
  await expect(price).toHaveValue("459,90");
  await page.getByRole("radio", { name: /product\.png/ }).check();
  await proceed.click();

  await expect(page.getByText("Etapa 3 de 4")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Nome do projeto")).toHaveValue("Relógio GPS Passo Firme");
  // The copy was written for the product as confirmed, and the photo chosen is offered as a creative.
  const [generation] = await generationRequests();
  expect(generation).toContain("Relógio GPS Passo Firme");
  expect(generation).toContain("459.9");
  expect(generation).not.toContain("Blog da Loja");
  expect(generation).not.toContain("começar a correr");
  await expect(page.getByRole("button", { name: "Usar a foto do produto" })).toBeVisible();
  await expectNoSideScroll(page);
});

test("a blog URL asks for the product: English, 1366 px", async ({ page }) => {
  await signedInSeller(page);
  await chooseLocale(page, "en");
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/campaign/new");
  await page.getByLabel("Product URL").fill(storeUrl("blog"));
  await page.getByRole("button", { name: "Analyze product with AI" }).click();

  const heading = page.getByRole("heading", { name: "Confirm the product" });
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText(/^This page looks like an article, not a product page\./)).toBeVisible();
  await expect(page.getByLabel("Product name")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);

  // "Use another URL" goes back to the URL field, as it was.
  await page.getByRole("button", { name: "Use another URL" }).click();
  await expect(page.getByLabel("Product URL")).toHaveValue(storeUrl("blog"));
  await expect(heading).toHaveCount(0);
  expect(await generationRequests()).toEqual([]);

  // Analysed again, the confirmation is kept across a reload (the draft is on the server).
  await page.getByRole("button", { name: "Analyze product with AI" }).click();
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();

  await page.getByLabel("Product name").fill("GPS Running Watch");
  const price = page.getByLabel("Price (R$)");
  await price.fill("1,299.9");
  await price.blur();
  await expect(price).toHaveValue("1,299.90");
  await page.getByRole("button", { name: "Continue and write the ad" }).click();

  await expect(page.getByText("Step 3 of 4")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Project name")).toHaveValue("GPS Running Watch");
  const [generation] = await generationRequests();
  expect(generation).toContain("GPS Running Watch");
  expect(generation).toContain("1299.9");
  expect(generation).not.toContain("Blog da Loja");
  // No photo was chosen: none is offered from the page.
  await expect(page.getByRole("button", { name: "Use the product photo" })).toHaveCount(0);
});
