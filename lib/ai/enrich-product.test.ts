import OpenAI from "openai";
import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { enrichProduct } from "./enrich-product";
import { priceShown } from "./page-shows";

let fake: FakeOpenAI;
let client: OpenAI;
const TENIS = "https://loja.example/img/tenis.jpg";
const sparse = { title: "Tênis Corrida Pro", description: null, imageUrl: null, price: null, currency: null, brand: null, category: null, fallback: true };

beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: FAKE_OPENAI_KEY, baseURL: fake.url, maxRetries: 0 });
});
afterAll(() => fake.close());

describe("enrichProduct", () => {
  it("fills the gaps with facts the page supports", async () => {
    fake.mode = "ok";
    const page = { text: "Tênis Corrida Pro por R$ 299,90 em até 10x", images: [TENIS] };
    expect(await enrichProduct(sparse, page, client)).toMatchObject({
      description: "Tênis leve com amortecimento para treinos e provas.",
      price: 299.9,
      imageUrl: TENIS,
      brand: "Passo Firme",
      fallback: false,
    });
  });

  it("refuses a price or an image the page does not show", async () => {
    fake.mode = "ok";
    const enriched = await enrichProduct(sparse, { text: "Tênis Corrida Pro, consulte o preço", images: ["https://loja.example/outra.jpg"] }, client);
    expect(enriched.price).toBeNull();
    expect(enriched.imageUrl).toBeNull();
  });

  it("keeps what the page reader found, and everything as it was without a key or on failure", async () => {
    fake.mode = "ok";
    const found = { ...sparse, description: "Descrição da página.", fallback: false };
    expect((await enrichProduct(found, { text: "", images: [] }, client)).description).toBe("Descrição da página.");
    expect(await enrichProduct(sparse, { text: "", images: [] }, null)).toBe(sparse);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    fake.mode = "error500";
    expect(await enrichProduct(sparse, { text: "", images: [] }, client)).toBe(sparse);
    warn.mockRestore();
  });
});

describe("priceShown", () => {
  it("finds a price however the page groups its thousands", () => {
    expect(priceShown(1299.9, "Por R$ 1.299,90 à vista")).toBe(true);
    expect(priceShown(1299.9, "Now $1,299.90")).toBe(true);
    expect(priceShown(1299.9, "1 299,90 €")).toBe(true);
    expect(priceShown(1299.9, "CHF 1'299.90")).toBe(true);
    expect(priceShown(1299, "R$ 1.299 no Pix")).toBe(true);
    expect(priceShown(299.9, "R$ 299,90")).toBe(true);
    expect(priceShown(299.9, "$299.9")).toBe(true);
  });

  it("does not take a piece of another number for the price", () => {
    expect(priceShown(299.9, "R$ 1.299,90")).toBe(false);
    expect(priceShown(1299, "R$ 1.299,90")).toBe(false);
    expect(priceShown(99.9, "R$ 299,90")).toBe(false);
    expect(priceShown(299, "R$ 299,90")).toBe(false);
    expect(priceShown(29.9, "R$ 29,905")).toBe(false);
  });
});

describe("enrichProduct with the reader's candidates", () => {
  const read = {
    title: "Tênis Corrida Pro",
    description: "Descrição da página.",
    imageUrl: TENIS,
    price: 299.9,
    currency: "BRL",
    brand: "Passo Firme",
    category: null,
    fallback: false,
  };
  const text = "Tênis Corrida Pro de R$ 299,90 por R$ 249,90 em até 10x";
  const images = [TENIS];
  const lastRequest = () => {
    const body = fake.requests.at(-1)!.body as {
      messages: { role: string; content: string }[];
      response_format: { json_schema: { schema: { properties: Record<string, unknown> } } };
    };
    return { user: JSON.parse(body.messages.find((message) => message.role === "user")!.content) as Record<string, unknown>, body };
  };
  // A client that answers whatever a test needs, as the model might.
  const answering = (answer: unknown) =>
    ({ chat: { completions: { create: async () => ({ choices: [{ message: { content: JSON.stringify(answer) } }] }) } } }) as unknown as OpenAI;
  const facts = { title: null, description: null, price: null, imageUrl: null, brand: null, category: null };

  it("applies the model's choice among disagreeing candidates", async () => {
    fake.mode = "ok";
    const candidates = {
      title: ["Tênis Corrida Pro", "Tênis Corrida Pro Masculino"],
      price: [299.9, 249.9],
      imageUrl: [TENIS, "https://loja.example/img/tenis-lado.jpg"],
    };
    expect(await enrichProduct(read, { text, images, candidates }, client)).toMatchObject({
      title: "Tênis Corrida Pro Masculino",
      price: 249.9,
      imageUrl: "https://loja.example/img/tenis-lado.jpg",
    });
    const { user, body } = lastRequest();
    expect(user.candidates).toEqual(candidates);
    expect(body.response_format.json_schema.schema.properties).toHaveProperty("chosen");
  });

  it("offers at most five values per field, and no overlong one", async () => {
    fake.mode = "ok";
    const prices = [299.9, 249.9, 239.9, 229.9, 219.9, 209.9];
    const candidates = { title: ["Tênis Corrida Pro", "T".repeat(301)], price: prices, imageUrl: [TENIS] };
    await enrichProduct(read, { text: `Preços: ${prices.map((price) => `R$ ${price.toFixed(2).replace(".", ",")}`).join(" ")}`, images, candidates }, client);
    expect(lastRequest().user.candidates).toEqual({ price: prices.slice(0, 5) });
  });

  it("refuses a choice it did not offer", async () => {
    const candidates = { title: [read.title], price: [299.9, 249.9], imageUrl: [TENIS] };
    const page = { text: `${text} ou R$ 199,90 no Pix`, images, candidates };
    expect((await enrichProduct(read, page, answering({ ...facts, chosen: { price: 199.9 } }))).price).toBe(299.9);
    expect(await enrichProduct(read, page, answering({ ...facts, chosen: { price: "249.9", title: "Outro Tênis" } }))).toMatchObject({
      price: 299.9,
      title: read.title,
    });
    expect((await enrichProduct(read, page, answering({ ...facts, chosen: { price: 249.9 } }))).price).toBe(249.9);
  });

  it("offers and takes only a price the page's text shows", async () => {
    fake.mode = "ok";
    const candidates = { title: [read.title], price: [299.9, 249.9], imageUrl: [TENIS] };
    const page = { text: "Tênis Corrida Pro por R$ 299,90", images, candidates };
    expect((await enrichProduct(read, page, client)).price).toBe(299.9);
    expect(lastRequest().user).not.toHaveProperty("candidates");
    expect((await enrichProduct(read, page, answering({ ...facts, chosen: { price: 249.9 } }))).price).toBe(299.9);
    // Thousands grouped as the page writes them.
    const dear = { ...read, price: 1299.9 };
    const grouped = { text: "De R$ 1.299,90 por R$ 1.199,90", images, candidates: { ...candidates, price: [1299.9, 1199.9] } };
    expect((await enrichProduct(dear, grouped, client)).price).toBe(1199.9);
  });

  it("never takes a placeholder or a logo for the photo", async () => {
    fake.mode = "ok";
    const artwork = [
      "https://loja.example/img/sem-foto.jpg",
      "https://loja.example/img/no-image.png",
      "https://loja.example/img/logo-loja.png",
      "https://loja.example/img/LojaLogo.png",
      "https://loja.example/banners/verao.jpg",
    ];
    for (const url of artwork) {
      const page = { text, images: [TENIS, url], candidates: { title: [read.title], price: [299.9], imageUrl: [TENIS, url] } };
      expect((await enrichProduct(read, page, client)).imageUrl).toBe(TENIS);
      expect(lastRequest().user).not.toHaveProperty("candidates");
      expect((await enrichProduct(read, page, answering({ ...facts, chosen: { imageUrl: url } }))).imageUrl).toBe(TENIS);
      // Nor to fill a gap.
      expect((await enrichProduct({ ...read, imageUrl: null }, page, answering({ ...facts, imageUrl: url }))).imageUrl).toBeNull();
    }
  });

  it("asks no choice where the candidates agree", async () => {
    fake.mode = "ok";
    await enrichProduct(read, { text, images }, client);
    const plain = lastRequest().body;
    const agreeing = { title: [read.title], price: [299.9], imageUrl: [TENIS] };
    expect(await enrichProduct(read, { text, images, candidates: agreeing }, client)).toMatchObject({ title: read.title, price: 299.9, imageUrl: TENIS });
    expect(lastRequest().body).toEqual(plain);
  });

  it("keeps the reader's reading on a provider error or a malformed answer", async () => {
    const page = { text, images, candidates: { title: [read.title], price: [299.9, 249.9], imageUrl: [TENIS] } };
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    fake.mode = "error500";
    expect(await enrichProduct(read, page, client)).toBe(read);
    fake.mode = "invalid_json";
    expect(await enrichProduct(read, page, client)).toBe(read);
    warn.mockRestore();
  });
});
