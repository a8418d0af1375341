import { makeUser as makeAnyUser, signInAs } from "./factories";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isMessageKey } from "@/lib/actions/result";
import en from "@/messages/en.json";

// Every exported server action, found by reading the "use server" modules (a new action or a new module
// is picked up without touching the tests), and the table that classifies each one. The access and fuzz
// tests (action-access.test.ts, action-fuzz.test.ts) both read it; each file mocks "@/lib/auth/auth",
// "next/headers", "next/cache" and "next-intl/server" itself (jest.mock is per file).

const ROOT = path.resolve(__dirname, "../..");
// The directive must be the module's first statement (comments may precede it).
const USE_SERVER = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/;

/** The "use server" modules under lib/ and app/, relative to the repository, e.g. "lib/campaigns/actions.ts". */
export function serverActionFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "node_modules" || entry.name === "generated" || entry.name.startsWith(".")) continue;
        walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        if (USE_SERVER.test(readFileSync(path.join(ROOT, relative), "utf8"))) found.push(relative);
      }
    }
  };
  for (const dir of ["lib", "app", "components"]) walk(dir);
  return found.sort();
}

export type ServerAction = (...args: unknown[]) => Promise<unknown>;
export type DiscoveredAction = { key: string; file: string; name: string; run: ServerAction };

/** Every function a "use server" module exports: each is a public POST endpoint. Keyed "lib/x/actions#name". */
export function discoverActions(): DiscoveredAction[] {
  return serverActionFiles().flatMap((file) => {
    // Loaded through jest's registry, so the file's mocks apply to the action's imports.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(path.join(ROOT, file)) as Record<string, unknown>;
    return Object.entries(loaded)
      .filter((entry): entry is [string, ServerAction] => typeof entry[1] === "function")
      .map(([name, run]) => ({ key: `${file.replace(/\.tsx?$/, "")}#${name}`, file, name, run }));
  });
}

export type Access = "public" | "user" | "admin";

/** The rows the valid inputs refer to: the caller's own campaign and so on. */
export type InputContext = { userId: string; campaignId: string; jobId: string; today: (offsetDays: number) => string };

export type ActionSpec = {
  access: Access;
  /**
   * Reaches a remote provider (OpenAI, Meta, Replicate, a product page) once its input is valid: the fuzz
   * sends it only inputs that must be refused before that.
   */
  provider?: boolean;
  /** Not on the builder yet (setLocale, signOutAction): its answer is not the action contract. */
  plain?: boolean;
  /**
   * Takes the id of a row of ours that belongs to a user (campaign, job, ...): action-access.test.ts must
   * try another user's id on it. Ids of Meta's (ad accounts, pages) are not ours: Meta checks them with the
   * caller's own token.
   */
  ownRowIds?: boolean;
  /** A valid input (the fuzz derives its hostile inputs from it, field by field). */
  valid: (context: InputContext) => unknown;
};

const SELECTION = {
  adAccountId: "act_120210000000001",
  pageId: "104857600000001",
  instagramAccountId: "17841400000000001",
  pixelId: "1234567890123456",
  activate: false,
  names: { adAccountName: "Loja Passo Firme", pageName: "Passo Firme", pixelName: "Pixel Passo Firme", instagramUsername: "passofirme" },
};

const adSet = (id: string) => ({
  id,
  name: `Conjunto ${id}`,
  title: "Corra mais leve",
  primaryText: "Amortecimento responsivo para treinos e provas.",
  audience: ["Corrida"],
  metaInterests: [{ id: "6003139266461", name: "Running", audience_size: 1000 }],
  budget: 2500,
  enabled: true,
});

/** The wizard's save payload, editing the caller's own campaign (so an accepted input creates nothing). */
export const saveCampaignInput = (context: InputContext, campaignId: string | undefined = context.campaignId) => ({
  ...(campaignId ? { campaignId } : {}),
  product: { url: "https://loja.example/tenis", name: "Tênis Corrida Pro" },
  ad: { headline: "Corra mais", description: "Conforto para seus treinos.", audienceTargeting: ["Corrida", "Maratona"], objective: "Conversões" },
  creatives: [{ id: "c1", type: "image", url: `/api/uploads/media/${context.userId}/1.jpg`, name: "1.jpg", generated: false, isMain: true }],
  config: {
    projectName: "Verão",
    objective: "traffic",
    ctaText: "SHOP_NOW",
    startDate: context.today(10),
    endDate: context.today(17),
    targetCountries: ["BR"],
    targetCities: ["sao-paulo-sp"],
    ageMin: 18,
    ageMax: 45,
    dailyBudget: 4000,
    budgetRule: { currency: "BRL", perSetMinimum: 2000 },
    adSets: [adSet("1")],
    metaAccountNames: { adAccountName: "Loja" },
  },
});

/** The campaign edit page's values. */
export const campaignEditValues = (context: InputContext) => ({
  projectName: "Verão",
  headline: "Corra mais",
  description: "Conforto.",
  cta: "SHOP_NOW",
  dailyBudget: "25",
  budgetRule: { currency: "BRL", perSetMinimum: 2000 },
  startDate: context.today(10),
  endDate: "",
  ageMin: 18,
  ageMax: 65,
  adSets: [{ id: "1", title: "Corra", primaryText: "Conforto.", enabled: true }],
});

/** The wizard's unfinished work at its last step: the save payload as a draft (a draft may have no project name). */
export function wizardDraftInput(context: InputContext, campaignId: string | null = null) {
  const { product, ad, creatives, config } = saveCampaignInput(context, undefined);
  return {
    step: 3,
    url: product.url,
    product: {
      url: product.url,
      title: product.name,
      description: "Leve.",
      imageUrl: null,
      price: 299.9,
      currency: "BRL",
      brand: null,
      category: null,
      fallback: false,
    },
    ad: { ...ad, cta: "SHOP_NOW", keywords: ["tenis"] },
    campaignId,
    creatives,
    config: { ...config, projectName: "" },
  };
}
export { SELECTION as PUBLISH_SELECTION };

/**
 * Every exported server action, classified. An export missing here fails both tests: whoever adds an
 * action says who may call it and what a valid input looks like.
 */
export const ACTIONS: Record<string, ActionSpec> = {
  // Admin: the /api-test page's four tests, each reaching its provider.
  "lib/admin/api-test-actions#openAITestAction": { access: "admin", provider: true, valid: () => ({ prompt: "Say hello" }) },
  "lib/admin/api-test-actions#extractionTestAction": { access: "admin", provider: true, valid: () => ({ url: "https://loja.example/produto" }) },
  "lib/admin/api-test-actions#replicateTestAction": { access: "admin", provider: true, valid: () => ({ prompt: "A red running shoe" }) },
  "lib/admin/api-test-actions#metaTestAction": { access: "admin", provider: true, valid: () => ({ message: "ping" }) },
  // Admin: users. updateUserPlanAction takes any user's id by design (admins manage every account).
  "lib/admin/actions#createUserAction": {
    access: "admin",
    valid: () => ({ fullName: "Nova Pessoa", email: "fuzz-created@example.com", password: "secret123", planType: "starter" }),
  },
  "lib/admin/actions#updateUserPlanAction": { access: "admin", valid: (context) => ({ userId: context.userId, planType: "starter", campaignLimit: 3 }) },
  // Admin: deleting a user takes any user's id by design; the valid id names no one, so an accepted input deletes nothing.
  "lib/account/actions#adminDeleteUserAction": { access: "admin", valid: () => ({ userId: newId(), password: "secret123" }) },
  "lib/account/actions#adminSetUserDisabledAction": { access: "admin", valid: () => ({ userId: newId(), disabled: true }) },
  // Admin: settings.
  "lib/admin/settings-actions#revealSettingAction": { access: "admin", valid: () => ({ key: "openai_model", password: "secret123" }) },
  "lib/admin/settings-actions#updateSettingAction": { access: "admin", valid: () => ({ key: "openai_model", value: "gpt-4o-mini", description: "The model" }) },
  "lib/admin/settings-actions#testSettingAction": { access: "admin", provider: true, valid: () => ({ key: "openai_api_key", value: "sk-test" }) },
  // Public: accounts, contact, language.
  "lib/account/session-actions#signInAction": { access: "public", valid: () => ({ email: "nobody@example.com", password: "secret123" }) },
  "lib/account/session-actions#signUpAction": {
    access: "public",
    valid: () => ({ fullName: "Ana Souza", email: "fuzz-signup@example.com", password: "secret123" }),
  },
  "lib/account/session-actions#resendConfirmationAction": { access: "public", valid: () => ({ email: "fuzz-signup@example.com" }) },
  "lib/account/session-actions#confirmEmailAction": { access: "public", valid: () => ({ token: "x".repeat(43), password: "secret123" }) },
  "lib/account/session-actions#signOutAction": { access: "public", plain: true, valid: () => undefined },
  "lib/account/password-actions#requestPasswordResetAction": { access: "public", valid: () => ({ email: "fuzz-reset@example.com" }) },
  "lib/account/password-actions#resetPasswordAction": {
    access: "public",
    valid: () => ({ token: "x".repeat(43), password: "secret1234", confirmPassword: "secret1234" }),
  },
  "lib/account/password-actions#changePasswordAction": {
    access: "user",
    valid: () => ({ currentPassword: "not-the-password", password: "secret1234", confirmPassword: "secret1234" }),
  },
  "lib/account/password-actions#signOutEverywhereAction": { access: "user", valid: () => ({}) },
  "lib/contact/actions#sendContactMessage": {
    access: "public",
    valid: () => ({ nome: "Carlos", email: "carlos@example.com", assunto: "Planos", mensagem: "Vocês atendem lojas Shopify?" }),
  },
  "lib/account/locale-action#setLocale": { access: "public", plain: true, valid: () => "en" },
  // User: campaigns.
  "lib/campaigns/actions#manageCampaignAction": { access: "user", ownRowIds: true, valid: (context) => ({ action: "pause", campaignId: context.campaignId }) },
  "lib/campaigns/actions#refreshInsightsAction": { access: "user", provider: true, valid: () => ({ onlyStale: true }) },
  "lib/campaigns/actions#updateCampaignAction": {
    access: "user",
    ownRowIds: true,
    valid: (context) => ({ campaignId: context.campaignId, values: campaignEditValues(context) }),
  },
  "lib/campaigns/sale-actions#markSaleAction": {
    access: "user",
    ownRowIds: true,
    valid: (context) => ({ campaignId: context.campaignId, amount: "299,90", note: "Maria" }),
  },
  "lib/campaigns/sale-actions#removeSaleAction": { access: "user", ownRowIds: true, valid: () => ({ saleId: "0f8fad5b-d9cb-469f-a165-70867728950e" }) },
  // User: Meta.
  "lib/meta/actions#startMetaConnection": { access: "user", valid: () => ({}) },
  "lib/meta/actions#completeMetaConnectionAction": { access: "user", valid: () => ({ code: "AQB-code", state: "not-the-issued-state" }) },
  "lib/meta/actions#disconnectMetaAction": { access: "user", valid: () => ({}) },
  "lib/meta/actions#resyncMetaAction": { access: "user", provider: true, valid: () => ({}) },
  "lib/meta/actions#checkMetaAppSetupAction": { access: "user", provider: true, valid: () => ({}) },
  "lib/meta/actions#checkMetaPublishReady": { access: "user", valid: () => ({}) },
  "lib/meta/actions#loadMetaAssetsAction": { access: "user", provider: true, valid: () => ({ adAccountId: "act_120210000000001" }) },
  "lib/meta/actions#checkPageWhatsAppAction": { access: "user", provider: true, valid: () => ({ pageId: "100000000000001" }) },
  "lib/meta/actions#suggestInterestsAction": {
    access: "user",
    provider: true,
    valid: () => ({ adAccountId: "act_120210000000001", productName: "Tênis", category: "Esportes", fallbackTerms: ["corrida"] }),
  },
  "lib/meta/budget-actions#loadBudgetRuleAction": { access: "user", provider: true, valid: () => ({ adAccountId: "act_120210000000001" }) },
  "lib/meta/publish-actions#publishCampaignAction": {
    access: "user",
    provider: true,
    ownRowIds: true,
    valid: (context) => ({ campaignId: context.campaignId, ...SELECTION }),
  },
  "lib/meta/publish-actions#getPublishRunAction": { access: "user", ownRowIds: true, valid: (context) => ({ campaignId: context.campaignId }) },
  // The Brazil regulation ids are stored per user and ad account (in the caller's profile): another user's
  // saved ids must not be read through the account id.
  "lib/meta/regulation/actions#loadRegulationAction": {
    access: "user",
    provider: true,
    ownRowIds: true,
    valid: () => ({ adAccountId: "act_120210000000001" }),
  },
  "lib/meta/regulation/actions#saveRegulationAction": {
    access: "user",
    ownRowIds: true,
    valid: () => ({ adAccountId: "act_120210000000001", beneficiaryId: "12345678901", payerId: "12345678902" }),
  },
  // User: the account. The valid password is not the caller's, so an accepted input deletes nothing.
  "lib/account/actions#deleteMyAccountAction": { access: "user", valid: () => ({ password: "not-the-password" }) },
  // User: profile.
  "lib/profile/actions#updateProfileName": { access: "user", valid: () => ({ fullName: "Ana Souza" }) },
  "lib/profile/actions#setNotificationMailAction": { access: "user", valid: () => ({ enabled: false }) },
  // User: the notifications bell (issue 33).
  "lib/bell/actions#markNotificationsReadAction": { access: "user", valid: () => ({}) },
  // User: the campaign wizard.
  "lib/wizard/actions#analyzeProductAction": { access: "user", provider: true, valid: () => ({ url: "https://loja.example/produto" }) },
  "lib/wizard/actions#generateCampaignAction": {
    access: "user",
    provider: true,
    valid: () => ({ title: "Tênis Corrida Pro", description: "Leve.", price: 299.9, currency: "BRL", url: "https://loja.example/tenis" }),
  },
  "lib/wizard/actions#suggestCopyAction": {
    access: "user",
    provider: true,
    valid: () => ({
      product: { title: "Tênis Corrida Pro", description: "Leve.", price: 299.9, currency: "BRL", url: "https://loja.example/tenis" },
      audience: ["Corrida", "Maratonas", "Triatlo"],
      field: "title",
      current: ["Corra mais leve"],
    }),
  },
  "lib/wizard/actions#suggestPlacementsAction": { access: "user", valid: () => ({ url: "/api/uploads/media/someone/1-aaaaaaaaaaaaaaaa.png" }) },
  "lib/wizard/actions#saveCampaignAction": { access: "user", ownRowIds: true, valid: (context) => saveCampaignInput(context) },
  "lib/wizard/actions#generateImageAction": { access: "user", provider: true, valid: () => ({ prompt: "A red running shoe on a track" }) },
  "lib/wizard/actions#getImageJobAction": { access: "user", ownRowIds: true, valid: (context) => ({ jobId: context.jobId }) },
  "lib/wizard/actions#importProductPhotoAction": { access: "user", provider: true, valid: () => ({ url: "https://loja.example/foto.jpg", total: 0 }) },
  "lib/wizard/actions#saveWizardDraftAction": { access: "user", ownRowIds: true, valid: (context) => wizardDraftInput(context) },
  "lib/wizard/actions#clearWizardDraftAction": { access: "user", valid: () => ({}) },
  "lib/wizard/actions#openCampaignInWizardAction": { access: "user", ownRowIds: true, valid: (context) => ({ campaignId: context.campaignId }) },
};

/** Exports of "use server" modules the table does not classify (each must be added to ACTIONS). */
export function unclassified(actions: DiscoveredAction[]): string[] {
  return actions.filter((action) => !Object.hasOwn(ACTIONS, action.key)).map((action) => action.key);
}

/** Table entries that no longer match an export (a renamed or removed action). */
export function stale(actions: DiscoveredAction[]): string[] {
  const keys = new Set(actions.map((action) => action.key));
  return Object.keys(ACTIONS).filter((key) => !keys.has(key));
}

export function specOf(action: DiscoveredAction): ActionSpec {
  const spec = ACTIONS[action.key];
  if (!spec) throw new Error(`${action.key} is not classified in tests/integration/action-catalog.ts`);
  return spec;
}

/** A day counted from the moment the test runs (Brazil's day, as the campaign rules count). */
export { daysFromNow as today } from "@/tests/support/days";

// --- Sessions and users -------------------------------------------------------------------------

/** A confirmed user whose name is "Before", so a write that should not happen shows. */
export const makeUser = (options: Parameters<typeof makeAnyUser>[0] = {}) => makeAnyUser({ fullName: "Before", campaignLimit: 10, ...options });

export { signInAs };

// --- Results ------------------------------------------------------------------------------------

export type Answer = { ok: boolean; error?: unknown; fieldErrors?: Record<string, unknown>; data?: unknown };

/** Why a builder action's answer breaks the contract ({ ok: true, data } or { ok: false, error: a key of en.json }); null when it keeps it. */
export function contractProblem(result: unknown): string | null {
  if (!result || typeof result !== "object") return `not an object: ${String(result)}`;
  const answer = result as Answer;
  if (answer.ok === true) return null;
  if (answer.ok !== false) return `ok is ${JSON.stringify(answer.ok)}`;
  if (typeof answer.error !== "string" || !isMessageKey(answer.error, en)) return `error ${JSON.stringify(answer.error)} is not a key of messages/en.json`;
  for (const [field, key] of Object.entries(answer.fieldErrors ?? {})) {
    if (typeof key !== "string" || !isMessageKey(key, en)) return `fieldErrors.${field} ${JSON.stringify(key)} is not a key of messages/en.json`;
  }
  return null;
}

// --- What the database holds --------------------------------------------------------------------

// Every table an action could write, but the rate-limit counters (which refusals legitimately count).
const TABLES = [
  "users",
  "profiles",
  "user_roles",
  "campaigns",
  "campaign_insights",
  "campaign_insights_daily",
  "admin_settings",
  "email_verification_tokens",
  "password_reset_tokens",
  "user_sessions",
  "contact_messages",
  "wizard_drafts",
  "meta_data_deletions",
  "meta_publish_runs",
  "admin_audit_log",
] as const;

export type Snapshot = Record<string, string>;

const TABLES_SQL = TABLES.map(
  (table) => `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM "${table}" t) AS "${table}"`,
);
// The queue's own bookkeeping columns change without any action: only the jobs count.
const JOBS_SQL = `(SELECT count(*)::text FROM pgboss.job) AS "pgboss.job"`;
let jobsTableExists = false;

/** Each table's row count and a digest of its rows (so an update shows as well as an insert); queued jobs too. */
export async function snapshot(): Promise<Snapshot> {
  // pg-boss makes its schema when the queue first starts (an action may start it).
  if (!jobsTableExists) {
    const [jobs] = await db.$queryRawUnsafe<{ exists: boolean }[]>(`SELECT to_regclass('pgboss.job') IS NOT NULL AS "exists"`);
    jobsTableExists = Boolean(jobs?.exists);
  }
  const [row] = await db.$queryRawUnsafe<Snapshot[]>(`SELECT ${[...TABLES_SQL, ...(jobsTableExists ? [JOBS_SQL] : [])].join(", ")}`);
  return row!;
}

/** The tables among `tables` that hold `text` anywhere in a row (a prototype key's payload, say). */
export async function tablesHolding(tables: string[], text: string): Promise<string[]> {
  const held: string[] = [];
  for (const table of tables.filter((name) => (TABLES as readonly string[]).includes(name))) {
    const [row] = await db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM "${table}" t WHERE strpos(t::text, $1) > 0`, text);
    if (row?.count) held.push(table);
  }
  return held;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}

/** The provider addresses pointed at a closed local port, so a bug cannot send anything out. Returns the undo. */
export function unplugProviders(): () => void {
  const closed = "http://127.0.0.1:9";
  const saved = {
    OPENAI_API_KEY: env.OPENAI_API_KEY,
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
    REPLICATE_API_TOKEN: env.REPLICATE_API_TOKEN,
    REPLICATE_BASE_URL: env.REPLICATE_BASE_URL,
    META_GRAPH_BASE_URL: env.META_GRAPH_BASE_URL,
    META_GRAPH_VIDEO_BASE_URL: env.META_GRAPH_VIDEO_BASE_URL,
    META_OAUTH_DIALOG_URL: env.META_OAUTH_DIALOG_URL,
  };
  Object.assign(env, {
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: closed,
    REPLICATE_API_TOKEN: undefined,
    REPLICATE_BASE_URL: closed,
    META_GRAPH_BASE_URL: closed,
    META_GRAPH_VIDEO_BASE_URL: closed,
    META_OAUTH_DIALOG_URL: closed,
  });
  return () => void Object.assign(env, saved);
}

export const newId = () => randomUUID();
