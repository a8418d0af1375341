// The fake Meta's seed data: the app's credentials, the person who logs in, their ad accounts, Pages,
// Instagram accounts and pixels, and Meta's minimum daily budgets. Never used by production code.

import { E2E_META_APP } from "../../env";
import { FAKE_META_CURRENT_VERSION } from "./versions";

export const FAKE_META_APP = { ...E2E_META_APP, name: "AdCampaign Builder (fake)" } as const;
/** Meta's current version; an expired one answers the Marketing API's error 2635 (./versions.ts, the fake's copy of Meta's table). */
export const FAKE_META_DEFAULT_VERSION = FAKE_META_CURRENT_VERSION;

/** A long-lived user token valid from the start (until expireTokens), for tests that store a token directly. */
export const FAKE_META_SEED_TOKEN = "EAAfakeSeedLongLivedToken0000000000";

export type FakeMetaUser = { id: string; name: string; email: string };
export const DEFAULT_USER: FakeMetaUser = { id: "10229876543210987", name: "Ana Souza", email: "ana.souza@example.com" };

export const ALL_SCOPES = [
  "public_profile",
  "email",
  "ads_management",
  "ads_read",
  "business_management",
  "pages_show_list",
  "pages_read_engagement",
  "instagram_basic",
];

export type AdAccountSeed = {
  account_id: string;
  name: string;
  /** 1 active, 2 disabled, 3 unsettled, 7 pending risk review, 9 in grace period, 101 closed. */
  account_status: number;
  currency: string;
  timezone_name: string;
  disable_reason?: number;
  /**
   * The payment method's id (AdAccount `funding_source`). Without one, Meta's Ad Account reference says,
   * "it will still be possible to create ads but these ads will get no delivery": they show
   * PENDING_BILLING_INFO (objects.ts).
   */
  funding_source?: string;
  /**
   * The ids of the identities verified in the account's business (Brazil's ad regulation, regulation.ts):
   * the only ones its ad sets shown in Brazil may name as beneficiary and payer.
   */
  verified_identities?: string[];
  /**
   * The Instagram accounts the ad account may run ads as beyond its Pages' own: the Business Manager
   * Instagram accounts assigned to it, which the ad account's instagram_accounts edge lists (AdAccount.json
   * GET instagram_accounts → IGUser; IGUser.json's authorized_adaccounts is the same link seen from the
   * Instagram side; the Marketing API's Instagram ads guide, "Get Started", step 1, names the three kinds
   * of Instagram account an ad may use).
   */
  instagram_accounts?: InstagramSeed[];
};

/** The default account's verified beneficiary and payer (a seller who verified them in Meta's business settings). */
export const FAKE_BRAZIL_IDENTITIES = { beneficiaryId: "880756411607509", payerId: "880756411607517" } as const;

export const DEFAULT_AD_ACCOUNTS: AdAccountSeed[] = [
  {
    account_id: "120210000000001",
    name: "Loja Passo Firme",
    account_status: 1,
    currency: "BRL",
    timezone_name: "America/Sao_Paulo",
    disable_reason: 0,
    funding_source: "6010000000000001",
    verified_identities: [FAKE_BRAZIL_IDENTITIES.beneficiaryId, FAKE_BRAZIL_IDENTITIES.payerId],
    instagram_accounts: [{ id: "17841400000000009", username: "passofirme.store" }],
  },
  { account_id: "120210000000002", name: "Conta Antiga", account_status: 2, currency: "BRL", timezone_name: "America/Sao_Paulo", disable_reason: 1 },
];

/**
 * The person's tasks on a Page as me/accounts lists them (the User accounts edge's `tasks`; values from
 * facebook-business-sdk-codegen enum_types.json pageassigned_users_tasks_enum_param). Pages seeded
 * without `tasks` give the person every task, as a Page's admin has.
 */
export const PAGE_TASKS = ["ADVERTISE", "ANALYZE", "CREATE_CONTENT", "MESSAGING", "MODERATE", "MANAGE"] as const;
export type InstagramSeed = { id: string; username: string };
/**
 * The WhatsApp number connected to a Page (Page.json: `whatsapp_number` string, "The Page's WhatsApp
 * number"; `has_whatsapp_number` / `has_whatsapp_business_number` bool, whether the connected number "is
 * a WhatsApp number" / "is a WhatsApp business number" – the Page node's field descriptions). `number` as
 * Meta's "numeric string" (Ad Promoted Object reference, whatsapp_phone_number): digits, country code first.
 */
export type PageWhatsAppSeed = { number: string; business: boolean };
/**
 * A Page; `instagram`, the Instagram account connected to it (Page instagram_business_account and its
 * instagram_accounts edge), `pageBackedInstagram`, the Page-backed one Meta made for it (the Page's
 * page_backed_instagram_accounts edge): the Instagram accounts that may represent the Page in its ads;
 * `whatsapp`, the WhatsApp number connected to it (none: the Page can't run ads that click to WhatsApp,
 * whatsapp.ts).
 */
export type PageSeed = {
  id: string;
  name: string;
  category: string;
  instagram?: InstagramSeed;
  pageBackedInstagram?: InstagramSeed;
  tasks?: string[];
  whatsapp?: PageWhatsAppSeed;
};
export const DEFAULT_PAGES: PageSeed[] = [
  {
    id: "104857600000001",
    name: "Passo Firme",
    category: "Sportswear Store",
    instagram: { id: "17841400000000001", username: "passofirme" },
    whatsapp: { number: "5511987654321", business: true },
  },
  { id: "104857600000002", name: "Passo Firme Outlet", category: "Shopping & Retail", whatsapp: { number: "5511912345678", business: true } },
];
/**
 * A Page the person manages (every task, ADVERTISE included) with no WhatsApp number connected. Not in
 * DEFAULT_PAGES, so that the seeded lists keep their length: a test adds it (POST /__control/assets
 * { pages: [...DEFAULT_PAGES, FAKE_PAGE_WITHOUT_WHATSAPP] }), or takes a seeded Page's number away
 * (POST /__control/pages/{id} { whatsapp_number: null }).
 */
export const FAKE_PAGE_WITHOUT_WHATSAPP: PageSeed = { id: "104857600000003", name: "Loja Sem WhatsApp", category: "Shopping & Retail" };

export type PixelSeed = { id: string; name: string; account_id: string };
export const DEFAULT_PIXELS: PixelSeed[] = [{ id: "1234567890123456", name: "Pixel Passo Firme", account_id: "120210000000001" }];

/** Minimum daily budgets in the currency's minor unit (GET /act_{id}/minimum_budgets), as Meta sends them. */
export const MINIMUM_BUDGETS: Record<string, number> = {
  BRL: 500,
  USD: 100,
  EUR: 100,
  GBP: 100,
  ARS: 10000,
  MXN: 2000,
  CLP: 1000,
  COP: 4000,
  PEN: 400,
  CAD: 100,
  AUD: 100,
  JPY: 100,
};
/** Currencies whose minor unit is the unit itself (offset 1 in Meta's currency table). */
export const ZERO_DECIMAL_CURRENCIES = new Set(["JPY", "CLP", "KRW", "COP", "HUF", "ISK", "PYG", "TWD", "VND"]);

export function minimumDailyBudget(currency: string): number {
  return MINIMUM_BUDGETS[currency] ?? 100;
}

/** "R$5.00": minor units in Meta's en_US formatting, as in its budget errors. */
export function formatMoney(minor: number, currency: string): string {
  const major = ZERO_DECIMAL_CURRENCIES.has(currency) ? minor : minor / 100;
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(major);
}

export const OBJECTIVES = ["OUTCOME_APP_PROMOTION", "OUTCOME_AWARENESS", "OUTCOME_ENGAGEMENT", "OUTCOME_LEADS", "OUTCOME_SALES", "OUTCOME_TRAFFIC"] as const;

/** Which optimization goals Meta accepts under each objective (the subset the product may use). */
export const GOALS_BY_OBJECTIVE: Record<string, readonly string[]> = {
  OUTCOME_TRAFFIC: ["LINK_CLICKS", "LANDING_PAGE_VIEWS", "REACH", "IMPRESSIONS", "CONVERSATIONS"],
  OUTCOME_SALES: ["OFFSITE_CONVERSIONS", "VALUE", "LINK_CLICKS", "LANDING_PAGE_VIEWS", "REACH", "IMPRESSIONS", "CONVERSATIONS"],
  OUTCOME_AWARENESS: ["REACH", "IMPRESSIONS", "AD_RECALL_LIFT", "THRUPLAY"],
  OUTCOME_ENGAGEMENT: ["POST_ENGAGEMENT", "THRUPLAY", "LINK_CLICKS", "LANDING_PAGE_VIEWS", "IMPRESSIONS", "REACH", "CONVERSATIONS", "OFFSITE_CONVERSIONS"],
  OUTCOME_LEADS: ["LEAD_GENERATION", "QUALITY_LEAD", "OFFSITE_CONVERSIONS", "LINK_CLICKS", "LANDING_PAGE_VIEWS", "CONVERSATIONS"],
  OUTCOME_APP_PROMOTION: ["APP_INSTALLS", "LINK_CLICKS", "OFFSITE_CONVERSIONS", "VALUE"],
};
export const OPTIMIZATION_GOALS = [...new Set(Object.values(GOALS_BY_OBJECTIVE).flat())].sort();
/**
 * The ad set's destination_type values (codegen enum_types.json adaccountadsets_destination_type_enum_param,
 * 23 values at ad2b0b6; there is no MESSAGING_WHATSAPP).
 */
export const DESTINATION_TYPES = [
  "APP",
  "APPLINKS_AUTOMATIC",
  "FACEBOOK",
  "FACEBOOK_LIVE",
  "FACEBOOK_PAGE",
  "IMAGINE",
  "INSTAGRAM_DIRECT",
  "INSTAGRAM_LIVE",
  "INSTAGRAM_PROFILE",
  "INSTAGRAM_PROFILE_AND_FACEBOOK_PAGE",
  "MESSAGING_INSTAGRAM_DIRECT_MESSENGER",
  "MESSAGING_INSTAGRAM_DIRECT_MESSENGER_WHATSAPP",
  "MESSAGING_INSTAGRAM_DIRECT_WHATSAPP",
  "MESSAGING_MESSENGER_WHATSAPP",
  "MESSENGER",
  "ON_AD",
  "ON_EVENT",
  "ON_PAGE",
  "ON_POST",
  "ON_VIDEO",
  "SHOP_AUTOMATIC",
  "WEBSITE",
  "WHATSAPP",
] as const;
export const BILLING_EVENTS = ["IMPRESSIONS", "LINK_CLICKS", "THRUPLAY", "POST_ENGAGEMENT", "PAGE_LIKES", "APP_INSTALLS"] as const;
export const CUSTOM_EVENT_TYPES = [
  "PURCHASE",
  "ADD_TO_CART",
  "INITIATED_CHECKOUT",
  "ADD_PAYMENT_INFO",
  "COMPLETE_REGISTRATION",
  "LEAD",
  "CONTENT_VIEW",
  "SEARCH",
  "CONTACT",
  "SUBSCRIBE",
  "OTHER",
] as const;
export const CALL_TO_ACTION_TYPES = [
  "SHOP_NOW",
  "BUY_NOW",
  "LEARN_MORE",
  "SIGN_UP",
  "ORDER_NOW",
  "GET_OFFER",
  "CONTACT_US",
  "SUBSCRIBE",
  "DOWNLOAD",
  "BOOK_NOW",
  "APPLY_NOW",
  "SEE_MORE",
  "WATCH_MORE",
  "SEND_MESSAGE",
  "WHATSAPP_MESSAGE",
  "GET_QUOTE",
  "NO_BUTTON",
] as const;
export const STATUSES = ["ACTIVE", "PAUSED", "DELETED", "ARCHIVED"] as const;
export const SPECIAL_AD_CATEGORIES = [
  "NONE",
  "EMPLOYMENT",
  "HOUSING",
  "FINANCIAL_PRODUCTS_SERVICES",
  "ISSUES_ELECTIONS_POLITICS",
  "ONLINE_GAMBLING_AND_GAMING",
] as const;
