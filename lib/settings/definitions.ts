import type { Env } from "@/lib/env";

// spec 000 §3 admin_settings: the API settings the product reads, defined once. Each falls back to
// its environment value (which carries the default, e.g. the model names), so the list shows every
// setting even before an admin saves one (rows are created on first save). No server-only code here:
// the client list imports the types.

export type SettingDefinition = {
  key: string;
  /** The environment value used while no admin value is saved (env holds the defaults). */
  fallback: (env: Env) => string | undefined;
  /** The message key of the setting's default description. */
  descriptionKey: string;
  /** An extra rule for the value, besides "one line, no spaces". */
  pattern?: RegExp;
};

export const SETTING_DEFINITIONS = [
  { key: "meta_app_id", fallback: (env) => env.META_APP_ID, descriptionKey: "adminSettings.descriptions.meta_app_id", pattern: /^[\w-]+$/ },
  { key: "meta_app_secret", fallback: (env) => env.META_APP_SECRET, descriptionKey: "adminSettings.descriptions.meta_app_secret" },
  {
    key: "meta_graph_version",
    fallback: (env) => env.META_GRAPH_VERSION,
    descriptionKey: "adminSettings.descriptions.meta_graph_version",
    pattern: /^v\d+\.\d+$/,
  },
  { key: "openai_api_key", fallback: (env) => env.OPENAI_API_KEY, descriptionKey: "adminSettings.descriptions.openai_api_key" },
  { key: "openai_model", fallback: (env) => env.OPENAI_MODEL, descriptionKey: "adminSettings.descriptions.openai_model", pattern: /^[\w.:-]+$/ },
  { key: "replicate_api_token", fallback: (env) => env.REPLICATE_API_TOKEN, descriptionKey: "adminSettings.descriptions.replicate_api_token" },
  {
    key: "replicate_model",
    fallback: (env) => env.REPLICATE_MODEL,
    descriptionKey: "adminSettings.descriptions.replicate_model",
    pattern: /^[\w.-]+\/[\w.-]+(:\w+)?$/,
  },
  {
    key: "replicate_edit_model",
    fallback: (env) => env.REPLICATE_EDIT_MODEL,
    descriptionKey: "adminSettings.descriptions.replicate_edit_model",
    pattern: /^[\w.-]+\/[\w.-]+(:\w+)?$/,
  },
] as const satisfies readonly SettingDefinition[];

export type SettingKey = (typeof SETTING_DEFINITIONS)[number]["key"];
/** Settings whose environment value always exists (env gives them a default). */
export type DefaultedSettingKey = "meta_graph_version" | "openai_model" | "replicate_model" | "replicate_edit_model";

export const SETTING_KEYS: readonly SettingKey[] = SETTING_DEFINITIONS.map((definition) => definition.key);

/** Key names as admin_settings holds them (the spec's credential names). */
export const SETTING_KEY_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;
export const SETTING_VALUE_MAX = 500;
export const SETTING_DESCRIPTION_MAX = 300;

export function settingDefinition(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((definition) => definition.key === key);
}

export const isSettingKey = (key: string): key is SettingKey => SETTING_KEYS.includes(key as SettingKey);

// spec 000 §2: keys containing 'secret' or 'key' are masked (and 'token': the Replicate token is one too);
// the same rule decides which values are encrypted at rest.
export const isSecretSetting = (key: string): boolean => /secret|key|token/i.test(key);

export type SettingProvider = "openai" | "replicate" | "meta";

// spec 000 §5: the admin test works only for keys whose name contains openai, meta or replicate.
export function settingProvider(key: string): SettingProvider | null {
  const name = key.toLowerCase();
  if (name.includes("openai")) return "openai";
  if (name.includes("replicate")) return "replicate";
  if (name.includes("meta")) return "meta";
  return null;
}
