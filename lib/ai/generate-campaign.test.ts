import OpenAI from "openai";
import { FAKE_OPENAI_KEY, SAMPLE_AD, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { generateCampaign } from "./generate-campaign";
import { HEADLINE_MAX, PRIMARY_TEXT_MAX } from "./generated-ad";

const product = {
  title: "Tênis Corrida Pro Ultra Leve com Amortecimento Extra",
  description: "Tênis para corrida.",
  price: 299.9,
  currency: "BRL",
  url: "https://loja.example/tenis",
};
let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: FAKE_OPENAI_KEY, baseURL: fake.url, maxRetries: 0 });
});
afterAll(() => fake.close());

describe("generateCampaign", () => {
  it("returns the model's ad, validated, after asking for the structured format", async () => {
    fake.mode = "ok";
    const outcome = await generateCampaign(product, client);
    expect(outcome).toEqual({ fallback: false, ad: SAMPLE_AD });
    const request = fake.requests.at(-1)!;
    expect(request.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "generated_ad" } });
    expect(JSON.stringify(request.body.messages)).toContain("Tênis Corrida Pro");
    // The default model is a reasoning model, which refuses any temperature but its own.
    expect(request.body.model).toBe("gpt-5-mini");
    expect(request.body).not.toHaveProperty("temperature");
  });

  it("falls back to the sample content without a key, on a provider error, and on bad output", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(await generateCampaign(product, null)).toMatchObject({ fallback: true, reason: "no_key" });
    fake.mode = "error500";
    expect(await generateCampaign(product, client)).toMatchObject({ fallback: true, reason: "provider_error" });
    fake.mode = "invalid_json";
    expect(await generateCampaign(product, client)).toMatchObject({ fallback: true, reason: "invalid_output" });
    fake.mode = "too_long";
    expect(await generateCampaign(product, client)).toMatchObject({ fallback: true, reason: "invalid_output" });
    warn.mockRestore();
  });

  it("keeps the fallback within the ad's length limits", async () => {
    const { ad } = await generateCampaign({ ...product, title: "Produto ".repeat(20) }, null);
    expect(ad.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(ad.description.length).toBeLessThanOrEqual(PRIMARY_TEXT_MAX);
  });
});
