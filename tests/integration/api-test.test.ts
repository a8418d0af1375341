import { startFakeMeta, FAKE_META_APP, type FakeMeta } from "@/e2e/fakes/meta";
import { FAKE_OPENAI_KEY, FAKE_PLAIN_ANSWER, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { FAKE_REPLICATE_TOKEN, startFakeReplicate, type FakeReplicate } from "@/e2e/fakes/replicate";
import { extractionTestAction, metaTestAction, openAITestAction, replicateTestAction } from "@/lib/admin/api-test-actions";
import { updateSettingAction } from "@/lib/admin/settings-actions";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { sniffImage } from "@/lib/media/sniff";
import { reloadSettings } from "@/lib/settings/store";
import { keyOfUrl, readStoredFile } from "@/lib/storage/files";
import { actAs, makeAccount } from "./admin-settings-helpers";
import type { TestUser } from "./factories";
import { startStore, type StoreServer } from "./api-test-helpers";

// spec 000 §2 API test, §7 test-openai, scrape-with-openai, test-replicate, test-meta: the four tests of
// /api-test, run by an admin against the local fakes, with the settings in use.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.setTimeout(30_000);

let openai: FakeOpenAI;
let replicate: FakeReplicate;
let meta: FakeMeta;
let store: StoreServer;
let admin: TestUser;
const saved = { ...env };

beforeAll(async () => {
  await db.adminSetting.deleteMany();
  await reloadSettings();
  [openai, replicate, meta, store] = await Promise.all([startFakeOpenAI(), startFakeReplicate(), startFakeMeta(), startStore()]);
  Object.assign(env, {
    OPENAI_BASE_URL: openai.url,
    REPLICATE_BASE_URL: replicate.url,
    META_GRAPH_BASE_URL: meta.url,
    META_APP_ID: FAKE_META_APP.id,
    META_APP_SECRET: undefined,
  });
  admin = await makeAccount({ admin: true });
});
afterAll(async () => {
  Object.assign(env, saved);
  await Promise.all([openai.close(), replicate.close(), meta.close(), store.close()]);
});
beforeEach(() => {
  actAs(admin);
});
afterEach(() => jest.restoreAllMocks());

async function save(key: string, value: string) {
  const result = await updateSettingAction({ key, value });
  if (!result.ok) throw new Error(`saving ${key} failed: ${result.error}`);
}

describe("/api-test as an admin", () => {
  it("OpenAI: answers the prompt with the admin's key and model, or says why not", async () => {
    expect(await openAITestAction({ prompt: "Diga olá" })).toEqual({
      ok: false,
      error: "adminSettings.test.missingCredential",
      values: { key: "openai_api_key" },
    });
    await save("openai_api_key", FAKE_OPENAI_KEY);
    await save("openai_model", "gpt-4o");
    expect(await openAITestAction({ prompt: "Diga olá" })).toEqual({ ok: true, data: { model: "gpt-4o", answer: FAKE_PLAIN_ANSWER } });
    expect(openai.requests.at(-1)?.body).toMatchObject({ model: "gpt-4o", messages: [{ role: "user", content: "Diga olá" }] });
    openai.mode = "insufficient_quota";
    expect(await openAITestAction({ prompt: "Diga olá" })).toMatchObject({ ok: false, error: "adminSettings.test.quota" });
    openai.mode = "ok";
    expect(await openAITestAction({ prompt: "   " })).toMatchObject({ ok: false, fieldErrors: { prompt: "apiTest.errors.inputRequired" } });
  });

  it("Extração OpenAI: the wizard's analysis gives title, description, price and image URL, or the error", async () => {
    await save("openai_api_key", "");
    expect(await extractionTestAction({ url: store.url })).toEqual({
      ok: true,
      data: {
        url: store.url,
        title: "Tênis Corrida Pro",
        description: "Tênis leve com amortecimento para treinos e provas.",
        price: 299.9,
        currency: "BRL",
        imageUrl: "https://loja.example/img/tenis.jpg",
        fallback: false,
      },
    });
    expect(await extractionTestAction({ url: "https://www.mercadolivre.com.br/p/MLB1" })).toEqual({
      ok: false,
      error: "wizard.analysis.errors.marketplace.title",
    });
    expect(await extractionTestAction({ url: "not a url" })).toEqual({ ok: false, error: "wizard.analysis.errors.invalidUrl.title" });
  });

  it("Replicate: the prompt, model, status and an image stored under the admin's folder", async () => {
    expect(await replicateTestAction({ prompt: "a white running shoe" })).toEqual({ ok: false, error: "wizard.image.errors.unavailable" });
    await save("replicate_api_token", FAKE_REPLICATE_TOKEN);
    const result = await replicateTestAction({ prompt: "a white running shoe" });
    if (!result.ok) throw new Error(result.error);
    expect(result.data).toMatchObject({ prompt: "a white running shoe", model: env.REPLICATE_MODEL, status: "succeeded" });
    expect(result.data.imageUrl).toMatch(new RegExp(`^/api/uploads/media/${admin.id}/`));
    const bytes = await readStoredFile(keyOfUrl(result.data.imageUrl)!);
    expect(sniffImage(new Uint8Array(bytes!))?.extension).toBe("png");
    expect(replicate.prompts.at(-1)).toContain("a white running shoe");
  });

  it("Meta API: the test message goes with the app's credentials", async () => {
    expect(await metaTestAction({ message: "Teste de conexão" })).toEqual({
      ok: false,
      error: "adminSettings.test.missingCredential",
      values: { key: "meta_app_secret" },
    });
    await save("meta_app_secret", FAKE_META_APP.secret);
    // Then who can publish with the app: Advanced access to ads_management; the admin has no Meta connection to check the mode with.
    expect(await metaTestAction({ message: "Teste de conexão" })).toEqual({
      ok: true,
      data: { message: "Teste de conexão", appId: FAKE_META_APP.id, application: FAKE_META_APP.name, adsManagement: "advanced", mode: "unchecked" },
    });
    await save("meta_app_secret", "wrong-secret");
    expect(await metaTestAction({ message: "Teste de conexão" })).toMatchObject({ ok: false, error: "adminSettings.test.auth" });
  });
});
