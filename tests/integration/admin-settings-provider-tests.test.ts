import { startFakeMeta, FAKE_META_APP, type FakeMeta } from "@/e2e/fakes/meta";
import { FAKE_OPENAI_KEY, FAKE_PLAIN_ANSWER, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { FAKE_REPLICATE_TOKEN, startFakeReplicate, type FakeReplicate } from "@/e2e/fakes/replicate";
import { testSettingAction, updateSettingAction } from "@/lib/admin/settings-actions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { reloadSettings } from "@/lib/settings/store";
import { actAs, makeAccount } from "./admin-settings-helpers";

// spec 000 §2, §5, §8, §9: the per-key test of the admin settings, against the local fake providers.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.setTimeout(30_000);

let openai: FakeOpenAI;
let replicate: FakeReplicate;
let meta: FakeMeta;
const saved = { ...env };

beforeAll(async () => {
  [openai, replicate, meta] = await Promise.all([startFakeOpenAI(), startFakeReplicate(), startFakeMeta()]);
  Object.assign(env, {
    OPENAI_BASE_URL: openai.url,
    REPLICATE_BASE_URL: replicate.url,
    META_GRAPH_BASE_URL: meta.url,
    META_APP_ID: FAKE_META_APP.id,
    META_APP_SECRET: undefined,
  });
});
afterAll(async () => {
  Object.assign(env, saved);
  await Promise.all([openai.close(), replicate.close(), meta.close()]);
});
// Each test starts with no saved setting and acts as a new admin (the test's rate limit is per admin).
beforeEach(async () => {
  await db.adminSetting.deleteMany();
  await reloadSettings();
  actAs(await makeAccount({ admin: true }));
  openai.mode = "ok";
  replicate.mode = "ok";
});
afterEach(() => jest.restoreAllMocks());

async function save(key: string, value: string) {
  const result = await updateSettingAction({ key, value });
  if (!result.ok) throw new Error(`saving ${key} failed: ${result.error}`);
}

describe("OpenAI test", () => {
  it("sends 'Teste de conexão' with the saved key and reports success", async () => {
    await save("openai_api_key", FAKE_OPENAI_KEY);
    expect(await testSettingAction({ key: "openai_api_key" })).toEqual({ ok: true, data: { provider: "openai", detail: FAKE_PLAIN_ANSWER } });
    expect(openai.requests.at(-1)).toMatchObject({
      authorization: `Bearer ${FAKE_OPENAI_KEY}`,
      body: { messages: [{ role: "user", content: "Teste de conexão" }] },
    });
  });

  it("tests the value being edited rather than the saved one: a wrong key is an authentication failure", async () => {
    await save("openai_api_key", FAKE_OPENAI_KEY);
    const result = await testSettingAction({ key: "openai_api_key", value: "sk-wrong-key-123" });
    expect(result).toMatchObject({ ok: false, error: "adminSettings.test.auth" });
    expect(JSON.stringify(result)).not.toContain("sk-wrong-key-123");
    expect(openai.requests.at(-1)?.authorization).toBe("Bearer sk-wrong-key-123");
  });

  it("reports an exhausted quota (429 insufficient_quota) as such", async () => {
    await save("openai_api_key", FAKE_OPENAI_KEY);
    openai.mode = "insufficient_quota";
    const before = openai.requests.length;
    expect(await testSettingAction({ key: "openai_api_key" })).toMatchObject({ ok: false, error: "adminSettings.test.quota" });
    // Not retried: a quota error does not pass by waiting.
    expect(openai.requests.length).toBe(before + 1);
  });

  it("shows any other provider error with its text", async () => {
    await save("openai_api_key", FAKE_OPENAI_KEY);
    openai.mode = "error500";
    expect(await testSettingAction({ key: "openai_api_key" })).toEqual({
      ok: false,
      error: "adminSettings.test.apiError",
      values: { message: "500 The server had an error while processing your request." },
    });
  });

  it("tests a model with the saved key, and asks for the key first when there is none", async () => {
    expect(await testSettingAction({ key: "openai_model", value: "gpt-4o" })).toEqual({
      ok: false,
      error: "adminSettings.test.missingCredential",
      values: { key: "openai_api_key" },
    });
    await save("openai_api_key", FAKE_OPENAI_KEY);
    expect(await testSettingAction({ key: "openai_model", value: "gpt-4o" })).toMatchObject({ ok: true });
    expect(openai.requests.at(-1)?.body.model).toBe("gpt-4o");
  });
});

describe("Replicate test", () => {
  it("generates 'A simple test image' with the token being edited", async () => {
    expect(await testSettingAction({ key: "replicate_api_token", value: FAKE_REPLICATE_TOKEN })).toEqual({
      ok: true,
      data: { provider: "replicate", detail: env.REPLICATE_MODEL },
    });
    expect(replicate.prompts.at(-1)).toBe("A simple test image");
  });

  it("reports a refused token as an authentication failure and a failed prediction with its text", async () => {
    expect(await testSettingAction({ key: "replicate_api_token", value: "r8_wrong" })).toMatchObject({ ok: false, error: "adminSettings.test.auth" });
    await save("replicate_api_token", FAKE_REPLICATE_TOKEN);
    replicate.mode = "failed";
    const failed = await testSettingAction({ key: "replicate_api_token" });
    expect(failed).toMatchObject({ ok: false, error: "adminSettings.test.apiError" });
    expect(!failed.ok && String(failed.values?.message)).toContain("NSFW content detected");
  });
});

describe("Meta test", () => {
  it("checks the app id and secret with an app token", async () => {
    const calls = meta.state.calls.debug_token ?? 0;
    expect(await testSettingAction({ key: "meta_app_secret", value: FAKE_META_APP.secret })).toEqual({
      ok: true,
      data: { provider: "meta", detail: FAKE_META_APP.name },
    });
    expect(meta.state.calls.debug_token).toBe(calls + 1);
  });

  it("adds that the app has only Standard access to ads_management", async () => {
    meta.settings({ unapprovedPermissions: ["ads_management"] });
    try {
      expect(await testSettingAction({ key: "meta_app_secret", value: FAKE_META_APP.secret })).toEqual({
        ok: true,
        data: { provider: "meta", detail: FAKE_META_APP.name, notes: ["adminSettings.test.metaStandardAccess"] },
      });
    } finally {
      meta.reset();
    }
  });

  it("reports a wrong secret as an authentication failure, and a missing one before calling", async () => {
    const wrong = await testSettingAction({ key: "meta_app_secret", value: "not-the-secret" });
    expect(wrong).toMatchObject({ ok: false, error: "adminSettings.test.auth" });
    expect(JSON.stringify(wrong)).not.toContain("not-the-secret");
    expect(await testSettingAction({ key: "meta_app_id" })).toEqual({
      ok: false,
      error: "adminSettings.test.missingCredential",
      values: { key: "meta_app_secret" },
    });
  });
});

describe("test rules", () => {
  it("answers 'test unavailable' for a key naming no provider", async () => {
    expect(await testSettingAction({ key: "stripe_secret_key" })).toEqual({ ok: false, error: "adminSettings.test.unavailable" });
    expect(await testSettingAction({ key: "smtp_password", value: "x" })).toEqual({ ok: false, error: "adminSettings.test.unavailable" });
  });

  it("refuses a blank value before calling anyone", async () => {
    const before = { openai: openai.requests.length, replicate: replicate.prompts.length };
    expect(await testSettingAction({ key: "openai_api_key", value: "   " })).toEqual({ ok: false, error: "adminSettings.test.blankValue" });
    // Nothing saved and nothing in the environment: blank too.
    expect(await testSettingAction({ key: "replicate_api_token" })).toEqual({ ok: false, error: "adminSettings.test.blankValue" });
    expect({ openai: openai.requests.length, replicate: replicate.prompts.length }).toEqual(before);
  });

  it("limits each admin to a few tests a minute", async () => {
    for (let i = 0; i < 10; i++)
      expect(await testSettingAction({ key: "smtp_password" })).toMatchObject({ ok: false, error: "adminSettings.test.unavailable" });
    expect(await testSettingAction({ key: "smtp_password" })).toEqual({
      ok: false,
      error: "adminSettings.errors.rateLimited",
      values: { retryAfterSeconds: expect.any(Number) },
    });
    // Another admin is not held back.
    actAs(await makeAccount({ admin: true }));
    expect(await testSettingAction({ key: "smtp_password" })).toEqual({ ok: false, error: "adminSettings.test.unavailable" });
  });
});
