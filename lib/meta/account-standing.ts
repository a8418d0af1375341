import type { GraphClient } from "./graph";

// Whether an ad account can run what is published in it, read before publishing. AdAccount fields
// `account_status` and `disable_reason` (unsigned int) and `funding_source` (numeric string):
// api_specs/specs/AdAccount.json in facebook-business-sdk-codegen. Their values, from Meta's Ad Account
// reference (developers.facebook.com/docs/marketing-api/reference/ad-account):
// account_status 1 ACTIVE, 2 DISABLED, 3 UNSETTLED, 7 PENDING_RISK_REVIEW, 8 PENDING_SETTLEMENT,
// 9 IN_GRACE_PERIOD, 100 PENDING_CLOSURE, 101 CLOSED; disable_reason 3 RISK_PAYMENT among others;
// funding_source: "ID of the payment method. If the account does not have a payment method it will still
// be possible to create ads but these ads will get no delivery."

export type StandingProblem = "noPaymentMethod" | "unsettled" | "paymentRisk" | "disabled" | "underReview" | "closed";
export type AccountStanding = { ready: true } | { ready: false; problem: StandingProblem };

type AccountNode = {
  account_status?: number;
  disable_reason?: number;
  funding_source?: string | number | null;
  funding_source_details?: { id?: string | number | null } | null;
  is_prepay_account?: boolean;
};

const present = (value: unknown) => value !== undefined && value !== null && !["", "0"].includes(String(value).trim());

// 8 and 9 still deliver (the reference counts ads "running or in review" under 1, 8 and 9).
const DELIVERING = new Set([1, 8, 9]);
const DISABLE_REASON_RISK_PAYMENT = 3;

export function standingOf(node: AccountNode): AccountStanding {
  const status = Number(node.account_status);
  if (status === 3) return { ready: false, problem: "unsettled" };
  if (status === 7) return { ready: false, problem: "underReview" };
  if (status === 100 || status === 101) return { ready: false, problem: "closed" };
  if (!DELIVERING.has(status)) {
    return { ready: false, problem: Number(node.disable_reason) === DISABLE_REASON_RISK_PAYMENT ? "paymentRisk" : "disabled" };
  }
  // Any sign of a payment method counts: a prepaid account (Pix, boleto) pays from its balance, and a
  // seller wrongly stopped here has no way round it, while one wrongly let through is held by Meta and
  // sync says so ("waiting for payment").
  const funded = present(node.funding_source) || present(node.funding_source_details?.id) || node.is_prepay_account === true;
  return funded ? { ready: true } : { ready: false, problem: "noPaymentMethod" };
}

export async function accountStanding(client: GraphClient, adAccountId: string): Promise<AccountStanding> {
  return standingOf(
    await client.get<AccountNode>(adAccountId, { fields: "account_status,disable_reason,funding_source,funding_source_details,is_prepay_account" }),
  );
}

// Where in Meta the seller fixes it (Meta Business Help Center: "Add a payment method to your Meta ad
// account", "About Account Quality"): the payment settings, of one ad account when its id is known.
export const META_PAYMENT_SETTINGS_URL = "https://business.facebook.com/billing_hub/payment_settings/";
export const ACCOUNT_QUALITY_URL = "https://www.facebook.com/accountquality/";

/** Payment settings for money, Account Quality for a review or a ban. */
export function standingHref(adAccountId: string, problem: StandingProblem): string {
  const asset = encodeURIComponent(adAccountId.replace(/^act_/, ""));
  return problem === "noPaymentMethod" || problem === "unsettled" || problem === "paymentRisk"
    ? `${META_PAYMENT_SETTINGS_URL}?asset_id=${asset}`
    : ACCOUNT_QUALITY_URL;
}
