import OpenAI from "openai";
import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { suggestInterestTerms } from "./suggest-terms";

let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: FAKE_OPENAI_KEY, baseURL: fake.url, maxRetries: 0 });
});
afterAll(() => fake.close());

describe("suggestInterestTerms", () => {
  it("asks the model for up to 12 terms and keeps the valid, unique ones", async () => {
    fake.mode = "ok";
    expect(await suggestInterestTerms({ name: "Tênis Corrida Pro", category: "Calçados" }, client)).toEqual(["Corrida", "Maratona", "Tênis de corrida"]);
    const messages = fake.requests.at(-1)?.body.messages as { content: string }[];
    expect(JSON.parse(messages[1]!.content)).toMatchObject({ product_name: "Tênis Corrida Pro", max_terms: 12 });
  });

  it("falls back to the product's own words without a key or when the model fails", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(await suggestInterestTerms({ name: "Tênis Corrida Pro", category: "Calçados" }, null)).toEqual(["Calçados", "Tênis Corrida Pro"]);
    fake.mode = "error500";
    expect(await suggestInterestTerms({ name: "Tênis Corrida Pro", category: null }, client)).toEqual(["Tênis Corrida Pro"]);
    warn.mockRestore();
  });
});
