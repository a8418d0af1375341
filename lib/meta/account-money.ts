import "server-only";
import { budgetRuleFor, type BudgetRule } from "@/lib/money/budget-rule";
import { timeZoneOr } from "@/lib/campaigns/calendar";
import { db } from "@/lib/db";
import { currencyCode } from "@/lib/money/currency";
import { usableMetaToken } from "./connect";
import { graph, type GraphClient } from "./graph";
import { graphFailure } from "@/lib/meta/errors";
import type { MessageKey } from "@/lib/actions/result";
import { storedAdAccounts } from "./assets";

// What an ad account bills in and the days it counts, as Meta reports them (AdAccount fields `currency`,
// `min_daily_budget` in the currency's minor unit, `timezone_name`: api_specs/specs/AdAccount.json in
// facebook-business-sdk-codegen). These change rarely (a new currency means a new account), so a read is
// kept for a few hours.
/** `timeZone`: the account's IANA zone, Brazil's when Meta names none the runtime knows (lib/campaigns/calendar.ts). */
export type AccountMoney = { currency: string; minDailyBudget: number | null; timeZone: string };

const KEEP_MS = 6 * 60 * 60 * 1000;
const MAX_ENTRIES = 5000;
const kept = new Map<string, { at: number; money: AccountMoney }>();

type AccountNode = { currency?: string; min_daily_budget?: number | string; timezone_name?: string };

/** The account's currency and minimum; `owner` keys the cache so that one person's read never answers another's. */
export async function accountMoney(client: GraphClient, owner: string, adAccountId: string, now = Date.now()): Promise<AccountMoney> {
  const key = `${owner}:${adAccountId}`;
  const hit = kept.get(key);
  if (hit && now - hit.at < KEEP_MS) return hit.money;
  const node = await client.get<AccountNode>(adAccountId, { fields: "currency,min_daily_budget,timezone_name" });
  const minimum = Number(node.min_daily_budget);
  const money: AccountMoney = {
    currency: node.currency && currencyCode.test(node.currency) ? node.currency : "USD",
    minDailyBudget: Number.isInteger(minimum) && minimum > 0 ? minimum : null,
    timeZone: timeZoneOr(node.timezone_name),
  };
  if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  kept.set(key, { at: now, money });
  return money;
}

export async function accountBudgetRule(client: GraphClient, owner: string, adAccountId: string): Promise<BudgetRule> {
  const money = await accountMoney(client, owner, adAccountId);
  return budgetRuleFor(money.currency, money.minDailyBudget);
}

/** The account's time zone: its ad sets' start and end times and its insights' days are in it. */
export async function accountTimeZone(client: GraphClient, owner: string, adAccountId: string): Promise<string> {
  return (await accountMoney(client, owner, adAccountId)).timeZone;
}

export type BudgetRuleOutcome = { ok: true; rule: BudgetRule } | { ok: false; error: MessageKey };

/** The rule of one of the user's ad accounts (one the last asset read listed for them), read with their token. */
export async function userBudgetRule(userId: string, adAccountId: string): Promise<BudgetRuleOutcome> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true } });
  const listed = storedAdAccounts(profile?.metaAdAccountsData).some((account) => account.id === adAccountId);
  if (!listed) return { ok: false, error: "meta.errors.adAccountUnknown" };
  const token = await usableMetaToken(userId);
  if (!token.ok) return { ok: false, error: token.error };
  try {
    return { ok: true, rule: await accountBudgetRule(graph(token.token), userId, adAccountId) };
  } catch (error) {
    return { ok: false, error: graphFailure(error).error };
  }
}
