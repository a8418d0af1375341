import OpenAI from "openai";
import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { enrichProduct } from "./enrich-product";

let fake: FakeOpenAI;
let client: OpenAI;
const sparse = { title: "Tênis Corrida Pro", description: null, imageUrl: null, price: null, currency: null, brand: null, category: null, fallback: true };

beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: FAKE_OPENAI_KEY, baseURL: fake.url, maxRetries: 0 });
});
afterAll(() => fake.close());

describe("enrichProduct", () => {
  it("fills the gaps with facts the page supports", async () => {
    fake.mode = "ok";
    const page = { text: "Tênis Corrida Pro por R$ 299,90 em até 10x", images: ["https://loja.example/img/tenis.jpg"] };
    expect(await enrichProduct(sparse, page, client)).toMatchObject({
      description: "Tênis leve com amortecimento para treinos e provas.",
      price: 299.9,
      imageUrl: "https://loja.example/img/tenis.jpg",
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
