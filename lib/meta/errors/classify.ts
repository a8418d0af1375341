import type { MessageKey } from "@/lib/actions/result";
import { budgetShortfall, DEFAULT_BUDGET_RULE, minimumFor, type BudgetRule } from "@/lib/money/budget-rule";
import { currencyOffset } from "@/lib/money/currency";
import { GraphError, userTextOf } from "@/lib/meta/graph";
import { BRAZIL_REGULATION_SUBCODE } from "@/lib/meta/regulation/fields";
import { ACCOUNT_QUALITY_URL, standingHref, type StandingProblem } from "@/lib/meta/account-standing";
import { alertAppSetup } from "./app-setup-alert";
import { WHATSAPP_CONNECT_HELP } from "@/lib/meta/page-rules";
import { graphErrorMeaning, type GraphErrorMeaning } from "./codes";

// 001 §8 Publish error classification, checked in this order — budget too low, token, rate limit, ad
// account, permission, validation, unknown. A Graph error is read by its code and subcode first
// (classify-codes.ts: Meta translates its user texts), the spec's text rules only when the codes say
// nothing. Each kind has a title, a hint and, for the first three, an action (Ajustar Orçamento; Abrir
// Integrações → /integrations; Tentar Novamente em 5min). Values carry the figures, never Meta's text:
// Meta's words for the person ride apart (metaMessage) and its developer text only in `technical`.
// Meta's codes add two kinds the spec lacks: `unavailable` (Meta down after the client's retries) and
// `appSetup` (only the administrator can fix it).

export const PUBLISH_ERROR_KINDS = [
  "budgetTooLow",
  "tokenExpired",
  "rateLimit",
  "adAccount",
  "permission",
  "validation",
  "unknown",
  "unavailable",
  "appSetup",
  "brazilRegulation",
  "accountStanding",
  "blocked",
  "whatsappNumber",
] as const;
export type PublishErrorKind = (typeof PUBLISH_ERROR_KINDS)[number];

export type PublishErrorClassification = {
  kind: PublishErrorKind;
  titleKey: MessageKey;
  hintKey: MessageKey;
  actionKey?: string;
  href?: string;
  values: Record<string, string | number>;
  /** Meta's words for the person (error_user_title, error_user_msg), shown labelled as Meta's. */
  metaMessage?: string;
  /** For support: Meta's code/subcode, developer message and fbtrace_id, shown folded away. */
  technical?: string;
};

/** What we know of the campaign, for figures Meta's message leaves out. Money in the rule's minor units. */
export type BudgetContext = { currentCents?: number; adSets?: number; rule?: BudgetRule };

type ErrorLike = Pick<GraphError, "message"> &
  Partial<Pick<GraphError, "code" | "userTitle" | "userMessage" | "fbtraceId" | "isRateLimit" | "isTokenError" | "subcode" | "retryAfterMinutes">>;

const PREFIX = "wizard.publish.errors" as const;
// Meta's "budget too low" subcode (a budget below the account's minimum).
const BUDGET_SUBCODES = new Set([1885272]);

const BUDGET =
  /\bbudget\b[^.]*\b(too low|too small|below|minimum|at least|insufficient)|(too low|minimum)[^.]*\bbudget\b|or[çc]amento[^.]*(baixo|insuficiente|m[íi]nimo)/i;
const TOKEN = /token|expir|unauthorized|invalid_token/i;
const RATE_LIMIT = /80004|rate limit|too many/i;
const AD_ACCOUNT = /ad[\s_-]?account|account_status/i;
const PERMISSION = /permission|access/i;
const VALIDATION = /invalid|validation|required/i;
// Brazil's ad regulation (Meta OCC 2025-12-08): the ad set lacks the verified beneficiary and payer, or
// names one Meta doesn't accept (its parameter refusal names the field, regulation/fields.ts).
const BRAZIL_REGULATION = /no beneficiary\/payer provided/i;
const REGULATION_FIELD = /universal_(beneficiary|payer)/i;
// The Page's WhatsApp number is not (or no longer) connected: 1487246, Meta's answer to an ad set promoting
// a number the Page lacks (facebook/facebook-nodejs-business-sdk#301), and 2446880, "The WhatsApp number
// connected to your Facebook page or Instagram profile was disconnected" (Meta's error reference); the
// research doc, docs/research/click-to-whatsapp.md §6.
const WHATSAPP_NUMBER_SUBCODES = new Set([1487246, 2446880]);

type ReadError = { text: string; graph: ErrorLike | null; metaMessage: string | undefined; technical: string | undefined };

// The rules read all of Meta's text, but the seller is shown only error_user_title and error_user_msg:
// Graph API "Handling errors" (https://developers.facebook.com/docs/graph-api/guides/error-handling) calls
// error_user_msg "the message to display to the user", in the request's locale; `message` is the
// developer's English text, kept for support with the codes and fbtrace_id. A plain string (a network
// failure, a run stored before classifications were) is never Meta's words for the person.
function textOf(error: unknown): ReadError {
  if (error instanceof Error) {
    const graph = error as ErrorLike;
    const parts = [graph.message, graph.userTitle, graph.userMessage].filter((part): part is string => Boolean(part));
    return { text: parts.join(" — "), graph, metaMessage: userTextOf(graph) ?? undefined, technical: technicalOf(graph) };
  }
  const text = typeof error === "string" ? error : String(error ?? "");
  return { text, graph: null, metaMessage: undefined, technical: text.trim() || undefined };
}

/** "code 100/1885183 · Invalid parameter · fbtrace_id A1b2": what support needs to find the call at Meta. */
function technicalOf(graph: ErrorLike): string | undefined {
  let code: string | null = null;
  if (graph.code != null) code = graph.subcode == null ? `code ${graph.code}` : `code ${graph.code}/${graph.subcode}`;
  else if (graph.subcode != null) code = `subcode ${graph.subcode}`;
  const parts = [code, graph.message.trim(), graph.fbtraceId ? `fbtrace_id ${graph.fbtraceId}` : null].filter(Boolean);
  return parts.join(" · ") || undefined;
}

/** The ad account cannot run ads now (account-standing.ts): what is wrong, and where in Meta it is fixed. */
export function standingClassification(problem: StandingProblem, adAccountId: string): PublishErrorClassification {
  const money = problem === "noPaymentMethod" || problem === "unsettled" || problem === "paymentRisk";
  return entry("accountStanding", { problem }, { key: money ? "openBilling" : "openAccountQuality", href: standingHref(adAccountId, problem) });
}

/**
 * Brazil's ad regulation: the ids are missing (stopped before anything exists, or Meta's 3858634), or Meta
 * refused the one named, with Meta's words when it wrote some for the person.
 */
export function regulationClassification(problem: "missing" | "beneficiary" | "payer", metaMessage?: string): PublishErrorClassification {
  const classification = entry("brazilRegulation", {}, { key: "fillRegulation" }, problem === "missing" ? undefined : metaMessage);
  if (problem === "missing") return classification;
  return { ...classification, hintKey: `${PREFIX}.brazilRegulation.${problem === "beneficiary" ? "hintBeneficiary" : "hintPayer"}` };
}

/** The Page has no WhatsApp number to open chats on: how to connect one, with Meta's words when it wrote some. */
export function whatsappNumberClassification(metaMessage?: string): PublishErrorClassification {
  return entry("whatsappNumber", {}, { key: "connectWhatsApp", href: WHATSAPP_CONNECT_HELP }, metaMessage);
}

function entry(
  kind: PublishErrorKind,
  values: Record<string, string | number>,
  action?: { key: string; href?: string },
  metaMessage?: string,
): PublishErrorClassification {
  return {
    kind,
    titleKey: `${PREFIX}.${kind}.title`,
    hintKey: `${PREFIX}.${kind}.hint`,
    ...(action ? { actionKey: `wizard.publish.actions.${action.key}` } : {}),
    ...(action?.href ? { href: action.href } : {}),
    values,
    ...(metaMessage ? { metaMessage } : {}),
  };
}

/** "R$ 1.234,56", "R$5.00", "$20", "BRL 40,00" → hundredths of the unit (1,234.56 and 1.234,56 both read). */
export function parseMoney(raw: string): number | null {
  const digits = raw.replace(/[^\d.,]/g, "");
  if (!/\d/.test(digits)) return null;
  const lastSeparator = Math.max(digits.lastIndexOf("."), digits.lastIndexOf(","));
  const decimals = lastSeparator >= 0 ? digits.length - lastSeparator - 1 : 0;
  const hasCents = lastSeparator >= 0 && decimals > 0 && decimals <= 2;
  const whole = (hasCents ? digits.slice(0, lastSeparator) : digits).replace(/[.,]/g, "");
  const cents = hasCents ? digits.slice(lastSeparator + 1).padEnd(2, "0") : "00";
  const value = Number(whole || "0") * 100 + Number(cents);
  return Number.isFinite(value) ? value : null;
}

const MONEY = /(?:R\$|US\$|\$|€|£|¥|￥|\b(?:BRL|USD|EUR|GBP|JPY|CAD|AUD|MXN|ARS|CLP|COP|PEN)\b)\s?\d(?:[\d.,]*\d)?/g;

/** The amount that follows one of the words, within the same sentence. */
function amountAfter(text: string, words: RegExp): number | null {
  const pattern = new RegExp(`(?:${words.source})(?:(?![.!?]\\s)[\\s\\S]){0,80}?(${MONEY.source})`, "i");
  const match = pattern.exec(text);
  return match?.[1] ? parseMoney(match[1]) : null;
}

/** Figures of 001 §8 item 1: current budget, minimum required and ad set count, from Meta's text, in the currency's minor units. */
export function parseBudgetFigures(
  text: string,
  currency = DEFAULT_BUDGET_RULE.currency,
): { currentCents: number | null; minimumCents: number | null; adSets: number | null } {
  const minor = (hundredths: number | null) => (hundredths === null ? null : Math.round((hundredths * currencyOffset(currency)) / 100));
  const amounts = [...text.matchAll(MONEY)].map((match) => minor(parseMoney(match[0]))).filter((value): value is number => value !== null);
  let minimumCents = minor(amountAfter(text, /minimum|at least|required|m[íi]nimo|pelo menos|necess[áa]rio/));
  let currentCents = minor(
    amountAfter(text, /you (?:set|entered)|current|atual/) ?? amountAfter(text, /your (?:daily )?budget (?:is|of)|seu or[çc]amento (?:é|de)/),
  );
  if (minimumCents === null && amounts.length === 1) minimumCents = amounts[0]!;
  if (currentCents === null && minimumCents !== null) currentCents = amounts.find((value) => value !== minimumCents) ?? null;
  const sets = /(\d+)\s+(?:active\s+|enabled\s+)?(?:ad\s?sets?|adsets?|conjuntos?)/i.exec(text);
  return { currentCents, minimumCents, adSets: sets ? Number(sets[1]) : null };
}

/** The budget hint's figures, in minor units beside the currency: 120 % of the minimum (rounded up to a whole unit), and budget / per-set minimum. */
export function budgetValues(
  currentCents: number,
  minimumCents: number,
  adSets: number,
  rule: BudgetRule = DEFAULT_BUDGET_RULE,
): Record<string, number | string> {
  const gap = budgetShortfall(currentCents, minimumCents, rule);
  return {
    current: gap.currentCents,
    minimum: gap.minimumCents,
    recommended: gap.recommendedCents,
    sets: adSets,
    maxAdSets: gap.maxAdSets,
    currency: gap.currency,
  };
}

export function budgetTooLow(currentCents: number, minimumCents: number, adSets: number, rule: BudgetRule = DEFAULT_BUDGET_RULE): PublishErrorClassification {
  return entry("budgetTooLow", budgetValues(currentCents, minimumCents, adSets, rule), { key: "adjustBudget" });
}

const TOKEN_ACTION = { key: "openIntegrations", href: "/integrations" };

/** The rate limit's hint names the wait when Meta's usage headers give one. */
function rateLimit(retryAfterMinutes: number | null | undefined): PublishErrorClassification {
  const classification = entry("rateLimit", {}, { key: "retryLater" });
  if (!retryAfterMinutes || retryAfterMinutes <= 0) return classification;
  return { ...classification, hintKey: `${PREFIX}.rateLimit.hintWait`, values: { minutes: Math.ceil(retryAfterMinutes) } };
}

function byCode(meaning: GraphErrorMeaning, metaMessage: string | undefined): PublishErrorClassification {
  switch (meaning.kind) {
    case "appSetup":
      return entry("appSetup", {});
    case "token":
      return entry("tokenExpired", {}, TOKEN_ACTION);
    case "rateLimit":
      return rateLimit(meaning.retryAfterMinutes);
    case "blocked":
      return entry("blocked", {}, { key: "openAccountQuality", href: ACCOUNT_QUALITY_URL }, metaMessage);
    case "permission":
      return entry("permission", {}, undefined, metaMessage);
    case "downtime":
      return entry("unavailable", {});
    case "field":
      return entry("validation", {}, undefined, metaMessage);
  }
}

/** An app-setup problem is also logged for the administrator here, where a publish's Graph failure is read. */
export function classifyPublishError(error: unknown, context: BudgetContext = {}): PublishErrorClassification {
  const read = textOf(error);
  const classification = classify(error, read, context);
  return read.technical ? { ...classification, technical: read.technical } : classification;
}

function classify(error: unknown, { text, graph, metaMessage }: ReadError, context: BudgetContext): PublishErrorClassification {
  if (BUDGET.test(text) || (graph?.subcode != null && BUDGET_SUBCODES.has(graph.subcode))) {
    const rule = context.rule ?? DEFAULT_BUDGET_RULE;
    const parsed = parseBudgetFigures(text, rule.currency);
    const adSets = parsed.adSets ?? context.adSets ?? 1;
    const currentCents = parsed.currentCents ?? context.currentCents ?? 0;
    const minimumCents = parsed.minimumCents ?? minimumFor(adSets, rule);
    return budgetTooLow(currentCents, minimumCents, adSets, rule);
  }
  if (graph?.subcode === BRAZIL_REGULATION_SUBCODE || BRAZIL_REGULATION.test(text)) return regulationClassification("missing");
  if (graph?.subcode != null && WHATSAPP_NUMBER_SUBCODES.has(graph.subcode)) return whatsappNumberClassification(metaMessage);
  const regulationField = REGULATION_FIELD.exec(text)?.[1]?.toLowerCase();
  if (regulationField === "beneficiary" || regulationField === "payer") return regulationClassification(regulationField, metaMessage);
  const meaning = error instanceof GraphError ? graphErrorMeaning(error) : null;
  if (meaning?.kind === "appSetup") alertAppSetup(meaning.problem, error as GraphError);
  if (meaning) return byCode(meaning, metaMessage);
  if (graph?.isTokenError || TOKEN.test(text)) return entry("tokenExpired", {}, TOKEN_ACTION);
  if (graph?.isRateLimit || RATE_LIMIT.test(text)) return rateLimit(graph?.retryAfterMinutes);
  if (AD_ACCOUNT.test(text)) return entry("adAccount", {}, undefined, metaMessage);
  if (PERMISSION.test(text)) return entry("permission", {}, undefined, metaMessage);
  if (VALIDATION.test(text)) return entry("validation", {}, undefined, metaMessage);
  return entry("unknown", {}, undefined, metaMessage);
}
