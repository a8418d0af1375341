// What the person can pick in the app: ad accounts, Pages with their Instagram accounts, pixels, minimum
// budgets, and Meta's targeting search for interests and places. Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { searchLocations } from "./geo";
import { searchInterests, suggestInterests } from "./interests";
import { json, type Ctx, type Reply } from "./reply";
import { listParam, paged, parseFields, selectFields, str } from "./request";
import { MINIMUM_BUDGETS, PAGE_TASKS, type AdAccountSeed, type InstagramSeed, type PageSeed } from "./seed";

/**
 * Fields of a node of a Graph type (specs.ts): the requested ones, or the few Meta sends by default;
 * `added`, the fields the edge that lists it adds to each node.
 */
export function fieldsOf(
  ctx: Ctx,
  node: Record<string, unknown>,
  nodeType: string,
  defaults: string[],
  added: Record<string, string> = {},
): Record<string, unknown> {
  const fields = str(ctx.req.params, "fields");
  const spec = parseFields(fields && fields.trim() ? fields : defaults.join(","));
  return selectFields(node, spec, nodeType, added);
}

export function accountNode(account: AdAccountSeed): Record<string, unknown> {
  return {
    id: `act_${account.account_id}`,
    account_id: account.account_id,
    name: account.name,
    account_status: account.account_status,
    disable_reason: account.disable_reason ?? 0,
    // "Not available if the account is disabled" (the reference), and absent without a payment method.
    funding_source: account.account_status === 2 ? undefined : account.funding_source,
    // FundingSourceDetails (codegen FundingSourceDetails.json): the method's id, how Meta shows it, its type (1 credit card).
    funding_source_details:
      account.account_status === 2 || !account.funding_source ? undefined : { id: account.funding_source, display_string: "Visa *1234", type: 1 },
    currency: account.currency,
    timezone_name: account.timezone_name,
    timezone_offset_hours_utc: -3,
    amount_spent: "0",
    balance: "0",
    spend_cap: "0",
    min_daily_budget: MINIMUM_BUDGETS[account.currency] ?? 100,
    is_prepay_account: false,
    user_tasks: ["DRAFT", "ANALYZE", "ADVERTISE", "MANAGE"],
  };
}

/**
 * The ad account of an `act_` path, checked as Meta does: it must exist for this person, the token must
 * carry ads_read or ads_management (ads_management to write), and a disabled account takes no writes.
 */
export function requireAccount(ctx: Ctx, actId: string, write: boolean): AdAccountSeed {
  const account = ctx.state.account(actId);
  if (!account) throw graphErrors.unsupported(write ? "post" : ctx.req.method === "DELETE" ? "delete" : "get", actId);
  const scopes = ctx.auth.scopes;
  if (!scopes.includes("ads_management") && (write || !scopes.includes("ads_read"))) throw graphErrors.adsPermission();
  if (write && account.account_status !== 1) {
    throw graphErrors.invalidParameter(
      "Ad account disabled",
      `The ad account ${account.name} (${account.account_id}) is disabled, so ads can't be created or edited in it. Go to Account Quality to request a review.`,
    );
  }
  return account;
}

const pageToken = (page: PageSeed) => `EAAfakePage${page.id}`;

export function pageNode(page: PageSeed): Record<string, unknown> {
  return {
    id: page.id,
    name: page.name,
    category: page.category,
    category_list: [{ id: "2201", name: page.category }],
    access_token: pageToken(page),
    tasks: page.tasks ?? [...PAGE_TASKS],
    link: `https://www.facebook.com/${page.id}`,
    instagram_business_account: page.instagram ? { id: page.instagram.id, username: page.instagram.username } : undefined,
    connected_instagram_account: page.instagram ? { id: page.instagram.id } : undefined,
    // Page.json: whatsapp_number (string, left out when none is connected, as Graph leaves out empty
    // fields), has_whatsapp_number and has_whatsapp_business_number (bool; the Page node's field
    // descriptions: whether the connected number "is a WhatsApp number" / "is a WhatsApp business number").
    whatsapp_number: page.whatsapp?.number,
    has_whatsapp_number: Boolean(page.whatsapp),
    has_whatsapp_business_number: Boolean(page.whatsapp?.business),
  };
}

export function instagramNode(instagram: InstagramSeed): Record<string, unknown> {
  return { id: instagram.id, username: instagram.username, name: instagram.username, profile_picture_url: `https://fake-cdn.invalid/ig/${instagram.id}.jpg` };
}

// GET /{v}/me/adaccounts
export function adAccounts(ctx: Ctx): Reply {
  if (!ctx.auth.scopes.includes("ads_management") && !ctx.auth.scopes.includes("ads_read")) return json({ data: [] });
  const nodes = ctx.state.adAccounts.map((account) => fieldsOf(ctx, accountNode(account), "AdAccount", ["account_id", "id"]));
  return json(paged(nodes, ctx.req));
}

// The User accounts edge adds `tasks` (list<enum>, "The User's tasks assigned to the Page") to each Page
// it lists (Graph API reference, User Accounts, developers.facebook.com/docs/graph-api/reference/user/accounts).
const USER_ACCOUNTS_ADDED = { tasks: "list<enum>" };

/**
 * GET /{v}/me/accounts (`userEdge`, with each Page's `tasks`) and /{v}/act_{id}/promote_pages – the Pages
 * the person can advertise for.
 */
export function pages(ctx: Ctx, userEdge: boolean): Reply {
  if (!ctx.auth.scopes.includes("pages_show_list") && !ctx.auth.scopes.includes("business_management")) return json({ data: [] });
  const nodes = ctx.state.pages.map((page) =>
    userEdge
      ? fieldsOf(ctx, pageNode(page), "Page", ["access_token", "category", "category_list", "name", "id", "tasks"], USER_ACCOUNTS_ADDED)
      : fieldsOf(ctx, pageNode(page), "Page", ["name", "id"]),
  );
  return json(paged(nodes, ctx.req));
}

// GET /{v}/{page_id}/instagram_accounts, /{v}/{page_id}/page_backed_instagram_accounts and
// /{v}/act_{id}/instagram_accounts: the Instagram accounts listed (IGUser, as Page.json and
// AdAccount.json give these edges).
export function instagramAccounts(ctx: Ctx, accounts: InstagramSeed[]): Reply {
  return json(
    paged(
      accounts.map((account) => fieldsOf(ctx, instagramNode(account), "IGUser", ["id", "username"])),
      ctx.req,
    ),
  );
}

// GET /{v}/act_{id}/adspixels
export function pixels(ctx: Ctx, account: AdAccountSeed): Reply {
  const nodes = ctx.state.pixels
    .filter((pixel) => pixel.account_id === account.account_id)
    .map((pixel) => fieldsOf(ctx, { id: pixel.id, name: pixel.name, is_unavailable: false, creation_time: "2024-03-01T10:00:00-0300" }, "AdsPixel", ["id"]));
  return json(paged(nodes, ctx.req));
}

// GET /{v}/act_{id}/minimum_budgets – every currency, the account's first; figures in minor units.
export function minimumBudgets(account: AdAccountSeed): Reply {
  const currencies = [account.currency, ...Object.keys(MINIMUM_BUDGETS).filter((currency) => currency !== account.currency)];
  return json({
    data: currencies.map((currency) => {
      const min = MINIMUM_BUDGETS[currency] ?? 100;
      return { currency, min_daily_budget_imp: min, min_daily_budget_video_views: min, min_daily_budget_high_freq: min, min_daily_budget_low_freq: min };
    }),
  });
}

const SEARCH_TYPES = ["adinterest", "adinterestsuggestion", "adgeolocation"];

// GET /{v}/search?type=adinterest|adinterestsuggestion|adgeolocation (and /act_{id}/targetingsearch)
export function targetingSearch(ctx: Ctx, type: string | undefined): Reply {
  const params = ctx.req.params;
  const limit = Math.max(1, Math.min(Number(str(params, "limit")) || 25, 1000));
  const locale = str(params, "locale");
  switch (type) {
    case "adinterest": {
      const q = str(params, "q");
      if (q === undefined) throw graphErrors.missingParameter("q");
      return json({ data: searchInterests(q, locale, limit) });
    }
    case "adinterestsuggestion": {
      const names = listParam(params, "interest_list");
      if (!names?.length) throw graphErrors.missingParameter("interest_list");
      return json({ data: suggestInterests(names, locale, limit) });
    }
    case "adgeolocation": {
      const q = str(params, "q");
      if (q === undefined) throw graphErrors.missingParameter("q");
      const types = listParam(params, "location_types") ?? ["country", "region", "city"];
      return json({ data: searchLocations(q, types, str(params, "country_code"), limit) });
    }
    case undefined:
      throw graphErrors.missingParameter("type");
    default:
      throw new GraphError({ code: 100, message: `(#100) Param type must be one of {${SEARCH_TYPES.join(", ")}}` });
  }
}
