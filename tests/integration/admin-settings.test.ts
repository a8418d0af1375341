import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { SettingsTab } from "@/components/admin/settings-tab";
import { revealSettingAction, updateSettingAction } from "@/lib/admin/settings-actions";
import { listSettingViews } from "@/lib/admin/settings";
import { getOpenAI, openAIModel } from "@/lib/ai/openai";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { replicateModel } from "@/lib/images/replicate";
import { metaConfig } from "@/lib/meta/config";
import { decryptSecret, encryptSecret } from "@/lib/security/crypto";
import { reloadRegisteredSettings, settingValue, SETTINGS_TTL_MS } from "@/lib/settings/cache";
import { SETTING_KEYS } from "@/lib/settings/definitions";
import { getSetting, reloadSettings, startSettingsCache } from "@/lib/settings/store";
import { actAs, makeAccount } from "./admin-settings-helpers";
import type { TestUser } from "./factories";

// spec 000 §2 Configurações, §3 admin_settings; issue 6: secrets encrypted at rest and never sent to the
// browser unless an admin asks; settings override the environment.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const SECRET = "sk-admin-only-4f9c2e7b1d";
let admin: TestUser;

// On a PostgreSQL server other files save settings in the same database: this one starts from none.
beforeAll(async () => {
  await db.adminSetting.deleteMany();
  await reloadSettings();
  admin = await makeAccount({ admin: true });
});
beforeEach(() => actAs(admin));
afterEach(() => jest.restoreAllMocks());

async function save(key: string, value?: string, description?: string) {
  const result = await updateSettingAction({ key, value, description });
  if (!result.ok) throw new Error(`saving ${key} failed: ${result.error}`);
  return result;
}

const rowOf = (key: string) => db.adminSetting.findUniqueOrThrow({ where: { key } });

describe("admin settings at rest", () => {
  it("lists every setting the product reads, ordered by key, before any is saved", async () => {
    const result = await listSettingViews();
    expect(result.map((setting) => setting.key)).toEqual([...SETTING_KEYS].sort());
    expect(result.find((setting) => setting.key === "openai_model")).toMatchObject({
      secret: false,
      isSet: false,
      source: "env",
      fallbackValue: env.OPENAI_MODEL,
      updatedAt: null,
    });
    expect(result.find((setting) => setting.key === "meta_app_secret")).toMatchObject({ secret: true, fallbackValue: null });
    expect(result.filter((setting) => setting.secret).map((setting) => setting.key)).toEqual(["meta_app_secret", "openai_api_key", "replicate_api_token"]);
  });

  it("stores a secret as ciphertext bound to its key, a model name in plain text, and stamps updated_at", async () => {
    await save("openai_api_key", SECRET, "Chave de produção");
    await save("openai_model", "gpt-4.1-mini");
    const secret = await rowOf("openai_api_key");
    expect(secret.value).not.toContain(SECRET);
    expect(secret.value).toMatch(/^v1\./);
    expect(decryptSecret(secret.value, "admin-setting:openai_api_key")).toBe(SECRET);
    expect(decryptSecret(secret.value, "admin-setting:replicate_api_token")).toBeNull();
    expect(secret.description).toBe("Chave de produção");
    expect((await rowOf("openai_model")).value).toBe("gpt-4.1-mini");

    const firstStamp = secret.updatedAt;
    // The next stamp is later than this one: wait until the clock has moved past it.
    while (Date.now() <= firstStamp.getTime()) await new Promise((resolve) => setImmediate(resolve));
    // Saving without a value (the masked secret left untouched) keeps it and stamps the row again.
    await save("openai_api_key", undefined, "Chave nova");
    const again = await rowOf("openai_api_key");
    expect(decryptSecret(again.value, "admin-setting:openai_api_key")).toBe(SECRET);
    expect(again.description).toBe("Chave nova");
    expect(again.updatedAt.getTime()).toBeGreaterThan(firstStamp.getTime());
  });

  it("never sends a secret in the list or the settings tab; an admin's reveal returns it", async () => {
    await save("openai_api_key", SECRET);
    const list = await listSettingViews();
    expect(JSON.stringify(list)).not.toContain(SECRET);
    expect(list.find((setting) => setting.key === "openai_api_key")).toMatchObject({ value: "", isSet: true, source: "admin" });

    // What the server component hands to the client list is what the RSC payload carries.
    const element = await SettingsTab();
    expect(JSON.stringify(element.props)).not.toContain(SECRET);
    expect(JSON.stringify(element.props)).toContain("openai_api_key");

    // Showing a value takes the admin's password again (issue 29, admin-settings-reveal.test.ts).
    await db.user.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword("senha-do-admin") } });
    const reveal = (key: string) => revealSettingAction({ key, password: "senha-do-admin" });
    expect(await reveal("openai_api_key")).toEqual({ ok: true, data: { key: "openai_api_key", value: SECRET } });
    expect(await reveal("replicate_api_token")).toEqual({ ok: true, data: { key: "replicate_api_token", value: "" } });
    expect(await reveal("no_such_key")).toEqual({ ok: false, error: "adminSettings.errors.unknownSetting" });
  });

  it("audits what changed without ever recording a secret", async () => {
    const before = await db.adminAuditEntry.count();
    await save("replicate_api_token", "r8_first_token_value");
    await save("replicate_api_token", "r8_second_token_value");
    await save("replicate_model", "black-forest-labs/flux-dev");
    await save("replicate_model", "black-forest-labs/flux-dev"); // nothing changed: no entry
    const entries = await db.adminAuditEntry.findMany({ orderBy: { createdAt: "asc" }, skip: before });
    expect(entries.map((entry) => [entry.action, entry.target, entry.actorEmail])).toEqual([
      ["setting.updated", "replicate_api_token", admin.email],
      ["setting.updated", "replicate_api_token", admin.email],
      ["setting.updated", "replicate_model", admin.email],
    ]);
    expect(entries[0]).toMatchObject({ before: { secretValue: null }, after: { secretValue: "set" } });
    expect(entries[1]).toMatchObject({ before: { secretValue: "set" }, after: { secretValue: "set" } });
    expect(entries[2]).toMatchObject({ before: { value: "" }, after: { value: "black-forest-labs/flux-dev" } });
    const recorded = JSON.stringify(await db.adminAuditEntry.findMany());
    for (const secret of [SECRET, "r8_first_token_value", "r8_second_token_value"]) expect(recorded).not.toContain(secret);
  });

  it("refuses invalid values and unknown keys", async () => {
    expect(await updateSettingAction({ key: "meta_graph_version", value: "24" })).toMatchObject({
      ok: false,
      fieldErrors: { value: "adminSettings.errors.invalidValue" },
    });
    expect(await updateSettingAction({ key: "openai_model", value: "gpt 4" })).toMatchObject({
      ok: false,
      fieldErrors: { value: "adminSettings.errors.invalidValue" },
    });
    expect(await updateSettingAction({ key: "stripe_secret", value: "x" })).toEqual({ ok: false, error: "adminSettings.errors.unknownSetting" });
    expect(await updateSettingAction({ key: "openai_model", value: "x".repeat(501) })).toMatchObject({
      ok: false,
      fieldErrors: { value: "adminSettings.errors.valueTooLong" },
    });
    expect(await db.adminSetting.findUnique({ where: { key: "stripe_secret" } })).toBeNull();
  });
});

describe("settings override the environment", () => {
  let fake: FakeOpenAI;
  const saved = { key: env.OPENAI_API_KEY, base: env.OPENAI_BASE_URL };
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    Object.assign(env, { OPENAI_API_KEY: "sk-from-env", OPENAI_BASE_URL: fake.url });
  });
  afterAll(async () => {
    Object.assign(env, { OPENAI_API_KEY: saved.key, OPENAI_BASE_URL: saved.base });
    await fake.close();
  });

  it("the OpenAI client sends the admin's key, and the environment's once the admin value is cleared", async () => {
    await save("openai_api_key", FAKE_OPENAI_KEY);
    await save("openai_model", "gpt-admin-model");
    const completion = await getOpenAI()!.chat.completions.create({ model: openAIModel(), messages: [{ role: "user", content: "oi" }] });
    expect(completion.choices[0]?.message.content).toBeTruthy();
    expect(fake.requests.at(-1)).toMatchObject({ authorization: `Bearer ${FAKE_OPENAI_KEY}`, body: { model: "gpt-admin-model" } });

    await save("openai_api_key", "");
    await save("openai_model", "");
    expect(openAIModel()).toBe(env.OPENAI_MODEL);
    await expect(getOpenAI()!.chat.completions.create({ model: openAIModel(), messages: [{ role: "user", content: "oi" }] })).rejects.toMatchObject({
      status: 401,
    });
    expect(fake.requests.at(-1)?.authorization).toBe("Bearer sk-from-env");
  });

  it("Meta's app and Graph version and Replicate's model come from the admin settings", async () => {
    await save("meta_app_id", "1234567890");
    await save("meta_app_secret", "meta-admin-secret");
    await save("meta_graph_version", "v25.0");
    await save("replicate_model", "stability-ai/sdxl");
    expect(metaConfig()).toMatchObject({ appId: "1234567890", appSecret: "meta-admin-secret", version: "v25.0" });
    expect(replicateModel()).toBe("stability-ai/sdxl");
    await save("meta_graph_version", "");
    expect(metaConfig().version).toBe(env.META_GRAPH_VERSION);
  });

  it("a value saved by another app process is read within the cache's lifetime", async () => {
    await startSettingsCache();
    await save("openai_model", "gpt-first");
    // Another process writes the database directly; this one still holds its cached value.
    await db.adminSetting.update({ where: { key: "openai_model" }, data: { value: "gpt-second" } });
    await db.adminSetting.update({ where: { key: "openai_api_key" }, data: { value: encryptSecret("sk-rotated-elsewhere", "admin-setting:openai_api_key") } });
    expect(settingValue("openai_model")).toBe("gpt-first");
    const now = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(now + SETTINGS_TTL_MS + 1);
    // Once stale, a synchronous read answers from the cache and reloads in the background...
    expect(settingValue("openai_model")).toBe("gpt-first");
    await reloadRegisteredSettings();
    // ...and the next reads see the other process's values; async readers reload before answering.
    expect(settingValue("openai_model")).toBe("gpt-second");
    expect(settingValue("openai_api_key")).toBe("sk-rotated-elsewhere");
    await db.adminSetting.update({ where: { key: "openai_model" }, data: { value: "gpt-third" } });
    jest.spyOn(Date, "now").mockReturnValue(now + 3 * SETTINGS_TTL_MS);
    expect(await getSetting("openai_model")).toBe("gpt-third");
  });
});
