import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { openAIClient } from "@/lib/ai/openai";
import { textToImageInputs } from "@/lib/images/model-inputs";
import { replicateClient } from "@/lib/images/replicate";
import type { AdsManagementAccess, AppMode } from "@/lib/meta/app-access";
import { appAdsAccess, appModeFor } from "@/lib/meta/app-setup";
import { metaConfig } from "@/lib/meta/config";
import { GraphClient } from "@/lib/meta/graph";
import { isSettingKey, settingProvider, type DefaultedSettingKey, type SettingKey, type SettingProvider } from "@/lib/settings/definitions";
import { getSetting, getStoredSetting } from "@/lib/settings/store";
import { classifyProviderError, shownText, type ProviderFailure } from "./provider-errors";
import { logger } from "@/lib/log/server";

// Connection tests against the real providers, through the project's clients: the admin settings'
// per-key test (spec 000 §2, §5, §8) and the /api-test page share them.

// spec 000 §9 admin test payloads.
export const ADMIN_TEST_PAYLOADS = { openai: "Teste de conexão", meta: "Admin test", replicate: "A simple test image" } as const;

const REPLICATE_TIMEOUT_MS = 120_000;
const META_TIMEOUT_MS = 15_000;

/** Values that replace the saved ones for one test (the value being edited). */
export type SettingOverrides = Partial<Record<SettingKey, string>>;

async function pick(key: DefaultedSettingKey, overrides: SettingOverrides): Promise<string>;
async function pick(key: SettingKey, overrides: SettingOverrides): Promise<string | null>;
async function pick(key: SettingKey, overrides: SettingOverrides): Promise<string | null> {
  return overrides[key] ?? (await getSetting(key));
}
const missing = (key: SettingKey): ProviderFailure => fail("adminSettings.test.missingCredential", undefined, { key });

function failed(provider: SettingProvider, error: unknown, secrets: (string | null | undefined)[]): ProviderFailure {
  const failure = classifyProviderError(error, secrets);
  logger.warn({ provider, error: failure.error }, "[provider-test] failed");
  return failure;
}

export type OpenAIAnswer = { model: string; answer: string };

/** A chat completion with the given prompt (the admin test sends 'Teste de conexão'). */
export async function askOpenAI(prompt: string, overrides: SettingOverrides = {}): Promise<ActionResult<OpenAIAnswer>> {
  const apiKey = await pick("openai_api_key", overrides);
  if (!apiKey) return missing("openai_api_key");
  const model = await pick("openai_model", overrides);
  try {
    const completion = await openAIClient(apiKey, { maxRetries: 0 }).chat.completions.create({ model, messages: [{ role: "user", content: prompt }] });
    return ok({ model, answer: completion.choices[0]?.message.content?.trim() ?? "" });
  } catch (error) {
    return failed("openai", error, [apiKey]);
  }
}

export type ReplicateAnswer = { model: string; imageUrl: string };

/** One image generation (the admin test asks for 'A simple test image'); nothing is stored. */
export async function generateTestImage(prompt: string, overrides: SettingOverrides = {}): Promise<ActionResult<ReplicateAnswer>> {
  const token = await pick("replicate_api_token", overrides);
  if (!token) return missing("replicate_api_token");
  const model = await pick("replicate_model", overrides);
  try {
    const output = await replicateClient(token).run(model as `${string}/${string}`, {
      input: textToImageInputs(model, prompt),
      wait: { mode: "poll", interval: 500 },
      signal: AbortSignal.timeout(REPLICATE_TIMEOUT_MS),
    });
    const imageUrl = ([output] as unknown[]).flat().find((item): item is string => typeof item === "string");
    return imageUrl ? ok({ model, imageUrl }) : fail("adminSettings.test.apiError", undefined, { message: "" });
  } catch (error) {
    return failed("replicate", error, [token]);
  }
}

/**
 * `adsManagement`: the app's access to ads_management (null: Meta didn't say); `mode`: whether Meta
 * refused a creative check as made by a development-mode app (lib/meta/app-access.ts).
 */
export type MetaAnswer = { message: string; appId: string; application: string | null; adsManagement: AdsManagementAccess | null; mode: AppMode };

/** debug_token's answer (developers.facebook.com/docs/graph-api/reference/debug_token), the fields read here. */
type TokenInfo = { data?: { application?: string; is_valid?: boolean; error?: { message?: string } } };

/**
 * The Meta app's credentials, checked with an app access token ({app-id}|{secret}) on debug_token of that
 * same token: Meta refuses the call when the secret isn't the app's, and may still answer is_valid false
 * (with its reason). An app token has no person behind it, so there are no granted scopes to show.
 * `message` is echoed back (spec: 'Admin test'). Then who can publish with the app: its access to
 * ads_management, and, with the admin's own Meta connection (`probeUserId`, the saved app only), whether
 * Meta refuses its creatives as a development-mode app.
 */
export async function checkMetaApp(message: string, overrides: SettingOverrides = {}, probeUserId?: string): Promise<ActionResult<MetaAnswer>> {
  const appId = await pick("meta_app_id", overrides);
  if (!appId) return missing("meta_app_id");
  const secret = await pick("meta_app_secret", overrides);
  if (!secret) return missing("meta_app_secret");
  const appToken = `${appId}|${secret}`;
  const version = await pick("meta_graph_version", overrides);
  const client = new GraphClient({
    baseUrl: metaConfig().graphBaseUrl,
    version,
    accessToken: appToken,
    maxRetries: 0,
    timeoutMs: META_TIMEOUT_MS,
  });
  try {
    const answer = await client.get<TokenInfo>("debug_token", { input_token: appToken });
    if (answer.data?.is_valid !== true) {
      logger.warn({ provider: "meta", error: "adminSettings.test.metaTokenInvalid" }, "[provider-test] failed");
      return fail("adminSettings.test.metaTokenInvalid", undefined, { message: shownText(answer.data?.error?.message ?? "", [secret, appToken]) });
    }
    const [adsManagement, mode] = await Promise.all([
      appAdsAccess({ appId, appSecret: secret, version }),
      probeUserId && Object.keys(overrides).length === 0 ? appModeFor(probeUserId) : Promise.resolve<AppMode>("unchecked"),
    ]);
    return ok({ message, appId, application: answer.data.application ?? null, adsManagement, mode });
  } catch (error) {
    return failed("meta", error, [secret, appToken]);
  }
}

/** `notes`: message keys of what the test found wrong although the connection works. */
export type SettingTestResult = { provider: SettingProvider; detail: string; notes?: string[] };

/**
 * spec 000 §2, §5: the per-key test of the admin settings. Only keys naming openai, meta or replicate
 * have one; a blank value is refused before any call. The value being edited replaces the saved one.
 */
export async function testSetting(key: string, edited?: string): Promise<ActionResult<SettingTestResult>> {
  const provider = settingProvider(key);
  if (!provider) return fail("adminSettings.test.unavailable");
  const value = edited !== undefined ? edited.trim() : isSettingKey(key) ? await getSetting(key) : await getStoredSetting(key);
  if (!value) return fail("adminSettings.test.blankValue");
  const overrides: SettingOverrides = isSettingKey(key) ? { [key]: value } : {};
  switch (provider) {
    case "openai": {
      const result = await askOpenAI(ADMIN_TEST_PAYLOADS.openai, overrides);
      return result.ok ? ok({ provider, detail: result.data.answer }) : result;
    }
    case "replicate": {
      const result = await generateTestImage(ADMIN_TEST_PAYLOADS.replicate, overrides);
      return result.ok ? ok({ provider, detail: result.data.model }) : result;
    }
    case "meta": {
      const result = await checkMetaApp(ADMIN_TEST_PAYLOADS.meta, overrides);
      if (!result.ok) return result;
      const notes = result.data.adsManagement === "standard" ? ["adminSettings.test.metaStandardAccess"] : [];
      return ok({ provider, detail: result.data.application ?? result.data.appId, ...(notes.length ? { notes } : {}) });
    }
  }
}
