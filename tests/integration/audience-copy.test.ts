import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { env } from "@/lib/env";
import { generateCampaignAction, suggestCopyAction } from "@/lib/wizard/actions";
import { buildAdSets, groupSegments } from "@/lib/wizard/ad-sets";
import { makeUser, signInAs } from "./factories";

// Issue 35: each ad set's copy is written for its own audience, with alternatives; one field's options
// can be asked again without touching the other.

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

let openai: FakeOpenAI;
const saved = { ...env };
const product = { title: "Tênis Corrida Pro", description: "Leve e macio.", price: 299.9, currency: "BRL", url: "https://loja.example/tenis" };

beforeAll(async () => {
  openai = await startFakeOpenAI();
  Object.assign(env, { OPENAI_BASE_URL: openai.url, OPENAI_API_KEY: FAKE_OPENAI_KEY });
});
afterAll(async () => {
  Object.assign(env, saved);
  await openai.close();
});
beforeEach(async () => {
  openai.mode = "ok";
  signInAs(await makeUser({ campaignLimit: 10 }));
});

describe("copy per audience", () => {
  it("writes each ad set's title and text for the audience it targets, with two alternatives each", async () => {
    const result = await generateCampaignAction(product);
    if (!result.ok) throw new Error(result.error);
    const { ad } = result.data;
    const audiences = groupSegments(ad.audienceTargeting);
    expect(audiences).toHaveLength(2);
    // The copy was asked for the sets' own audiences, in their order.
    const asked = openai.requests.find((request) => JSON.stringify(request.body.response_format).includes("audience_copy"))!;
    expect(JSON.parse((asked.body.messages as { content: string }[])[1]!.content)).toMatchObject({ audiences });
    expect(ad.audienceCopy).toHaveLength(2);
    for (const copy of ad.audienceCopy!) {
      expect(copy.title).toHaveLength(3);
      expect(copy.primaryText).toHaveLength(3);
      expect(copy.title.every((title) => title.length <= 40)).toBe(true);
      expect(copy.primaryText.every((text) => text.length <= 125)).toBe(true);
    }
    const sets = buildAdSets(ad.audienceTargeting, ad, 4000, "Broad");
    expect(sets.map((set) => set.title)).toEqual([ad.audienceCopy![0]!.title[0], ad.audienceCopy![1]!.title[0]]);
    expect(sets[0]!.title).not.toBe(sets[1]!.title);
    expect(sets[0]!.title).toContain(audiences[0]![0]);
    expect(sets[1]!.primaryText).toContain(audiences[1]![0]);
  });

  it("keeps the ad's shared copy when the audiences' copy fails", async () => {
    openai.failing = ["audience_copy"];
    try {
      const result = await generateCampaignAction(product);
      if (!result.ok) throw new Error(result.error);
      expect(result.data.fallback).toBe(false);
      expect(result.data.ad.audienceCopy).toBeUndefined();
      const sets = buildAdSets(result.data.ad.audienceTargeting, result.data.ad, 4000, "Broad");
      expect(sets.map((set) => set.title)).toEqual([result.data.ad.headline, result.data.ad.headline]);
    } finally {
      openai.failing = [];
    }
  });
});

describe("suggestCopyAction", () => {
  const audience = ["Corrida", "Maratonas", "Triatlo"];

  it("writes new options for one field only, none the set already holds, each within the field's limit", async () => {
    const titles = await suggestCopyAction({ product, audience, field: "title", current: ["Corra mais leve"] });
    if (!titles.ok) throw new Error(titles.error);
    expect(titles.data.options.length).toBeGreaterThan(0);
    expect(titles.data.options.every((option) => option.length <= 40 && option !== "Corra mais leve")).toBe(true);
    const asked = JSON.parse((openai.requests.at(-1)!.body.messages as { content: string }[])[1]!.content) as { audience: string[]; unlike: string[] };
    expect(asked).toMatchObject({ audience, unlike: ["Corra mais leve"] });
    const texts = await suggestCopyAction({ product, audience, field: "primaryText", current: [] });
    if (!texts.ok) throw new Error(texts.error);
    expect(texts.data.options.every((option) => option.length <= 125)).toBe(true);
    expect(texts.data.options).not.toEqual(titles.data.options);
  });

  it("says why when the AI is not set up or fails", async () => {
    openai.mode = "error500";
    expect(await suggestCopyAction({ product, audience, field: "title", current: [] })).toEqual({ ok: false, error: "wizard.adSets.options.failed" });
    env.OPENAI_API_KEY = undefined;
    try {
      expect(await suggestCopyAction({ product, audience, field: "title", current: [] })).toEqual({ ok: false, error: "wizard.adSets.options.unavailable" });
    } finally {
      env.OPENAI_API_KEY = FAKE_OPENAI_KEY;
    }
  });
});
