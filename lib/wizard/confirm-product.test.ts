import { confirmationDefaults, photoChoices, priceCurrency, readConfirmation } from "./confirm-product";
import { needsConfirmation } from "./needs-confirmation";
import type { WizardProduct } from "./draft-schema";

const PHOTO = "https://loja.example/img/tenis.jpg";
const product = (fields: Partial<WizardProduct> = {}): WizardProduct => ({
  url: "https://loja.example/tenis",
  title: "Tênis Corrida Pro",
  description: "Tênis leve com amortecimento.",
  imageUrl: PHOTO,
  price: 299.9,
  currency: "BRL",
  brand: "Passo Firme",
  category: "Calçados",
  fallback: false,
  page: "product",
  images: [PHOTO, "https://loja.example/img/tenis-lado.jpg"],
  ...fields,
});
const article = () =>
  product({
    url: "https://loja.example/blog/dicas",
    title: "Blog da Loja",
    description: "Cinco dicas para começar a correr.",
    imageUrl: "https://loja.example/blog/capa.jpg",
    price: 49.9,
    brand: null,
    category: null,
    fallback: true,
    page: "article",
    images: ["https://loja.example/blog/capa.jpg", PHOTO],
  });

describe("needsConfirmation", () => {
  it("lets a product page with its name, price and photo go straight on", () => {
    expect(needsConfirmation({ page: "product", title: "Tênis", price: 299.9, imageUrl: PHOTO })).toBe(false);
  });

  it("asks the seller when the page is not a product page, or a fact is missing", () => {
    expect(needsConfirmation({ page: "article", title: "Tênis", price: 299.9, imageUrl: PHOTO })).toBe(true);
    expect(needsConfirmation({ page: "other", title: "Tênis", price: 299.9, imageUrl: PHOTO })).toBe(true);
    expect(needsConfirmation({ page: "product", title: null, price: 299.9, imageUrl: PHOTO })).toBe(true);
    expect(needsConfirmation({ page: "product", title: "Tênis", price: null, imageUrl: PHOTO })).toBe(true);
    expect(needsConfirmation({ page: "product", title: "Tênis", price: 299.9, imageUrl: null })).toBe(true);
  });
});

describe("confirmationDefaults", () => {
  it("starts from what the reader found", () => {
    expect(confirmationDefaults(product({ page: "other", price: null }))).toEqual({ title: "Tênis Corrida Pro", price: null, imageUrl: PHOTO });
  });

  it("offers nothing of an article as the product's: not its title (or its site's name), its price or its photo", () => {
    expect(confirmationDefaults(article())).toEqual({ title: "", price: null, imageUrl: null });
  });
});

describe("photoChoices and priceCurrency", () => {
  it("offers the photo read first, then the page's others, once each", () => {
    expect(photoChoices(article())).toEqual(["https://loja.example/blog/capa.jpg", PHOTO]);
    expect(photoChoices(product({ imageUrl: null, images: undefined }))).toEqual([]);
  });

  it("takes the price in the page's currency, else in reais", () => {
    expect(priceCurrency({ currency: "USD" })).toBe("USD");
    expect(priceCurrency({ currency: null })).toBe("BRL");
    expect(priceCurrency({ currency: "real" })).toBe("BRL");
  });
});

describe("readConfirmation", () => {
  it("gives the product as confirmed, with the price as typed in Brazilian or English writing", () => {
    const read = readConfirmation(article(), { title: "  Relógio GPS  ", priceText: "R$ 1.299,90", imageUrl: PHOTO });
    expect(read).toEqual({
      ok: true,
      product: expect.objectContaining({ title: "Relógio GPS", price: 1299.9, currency: "BRL", imageUrl: PHOTO, url: "https://loja.example/blog/dicas" }),
    });
    expect(readConfirmation(article(), { title: "Relógio GPS", priceText: "1,299.90", imageUrl: null })).toMatchObject({
      ok: true,
      product: { price: 1299.9 },
    });
  });

  it("takes a blank price for no price, and keeps the page's currency", () => {
    expect(readConfirmation(product({ currency: "USD" }), { title: "Tênis", priceText: "  ", imageUrl: null })).toMatchObject({
      ok: true,
      product: { price: null, currency: "USD", imageUrl: null },
    });
  });

  it("says beside each field what is wrong", () => {
    expect(readConfirmation(article(), { title: "   ", priceText: "abc", imageUrl: null })).toEqual({
      ok: false,
      errors: { title: "wizard.confirm.errors.nameRequired", price: "wizard.confirm.errors.priceInvalid" },
    });
    expect(readConfirmation(article(), { title: "x".repeat(301), priceText: "0", imageUrl: null })).toEqual({
      ok: false,
      errors: { title: "wizard.confirm.errors.nameTooLong", price: "wizard.confirm.errors.priceInvalid" },
    });
    expect(readConfirmation(article(), { title: "Relógio", priceText: "200.000.000", imageUrl: null })).toEqual({
      ok: false,
      errors: { price: "wizard.confirm.errors.priceTooHigh" },
    });
  });

  it("keeps only a photo the page offered", () => {
    expect(readConfirmation(article(), { title: "Relógio", priceText: "", imageUrl: "https://elsewhere.example/x.jpg" })).toMatchObject({
      ok: true,
      product: { imageUrl: null },
    });
  });

  it("keeps the page's description only for the product the page named", () => {
    expect(readConfirmation(product({ price: null }), { title: "Tênis Corrida Pro", priceText: "299,90", imageUrl: PHOTO })).toMatchObject({
      ok: true,
      product: { description: "Tênis leve com amortecimento.", brand: "Passo Firme" },
    });
    expect(readConfirmation(product(), { title: "Meia de corrida", priceText: "", imageUrl: null })).toMatchObject({
      ok: true,
      product: { description: null, brand: null, category: null },
    });
    // An article describes itself, whatever the seller names.
    expect(readConfirmation(article(), { title: "Blog da Loja", priceText: "", imageUrl: null })).toMatchObject({ ok: true, product: { description: null } });
  });
});
