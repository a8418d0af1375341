// Meta's ad review as the fake plays it: what a new ad's review starts as (setting `adReview`), and how a
// decision shows on the ad – effective_status, issues_info and ad_review_feedback. Field names and types
// are Meta's (codegen specs Ad.json, AdgroupIssuesInfo.json, AdgroupReviewFeedback.json; the effective
// statuses from enum_types.json Ad_effective_status); the decisions come from POST /__control/review.
// Never used by production code.
import type { AdReview, FakeMetaState, StoredObject } from "./state";

export const REVIEW_DECISIONS = ["approve", "reject", "pending"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

// The policy a rejection cites when the test names none. AdgroupReviewFeedback.global is "reasons for
// review disapproval across all platforms… each reason has a key and a description"
// (developers.facebook.com/docs/marketing-api/reference/adgroup-review-feedback).
const DEFAULT_POLICY = "Advertising Policies";
const DEFAULT_REASON = "This ad doesn't follow Meta's Advertising Policies.";

/**
 * The review a new ad (or an ad given another creative) starts with. Meta reviews ads after creation and
 * after creative edits (PENDING_REVIEW is among the live statuses of
 * developers.facebook.com/docs/marketing-api/best-practices/manage-your-ad-object-status).
 */
export function freshReview(state: FakeMetaState): AdReview {
  return { decision: state.settings.adReview === "manual" ? "pending" : "approved" };
}

export function decide(decision: ReviewDecision, reason?: string, policy?: string): AdReview {
  if (decision === "approve") return { decision: "approved" };
  if (decision === "pending") return { decision: "pending" };
  return { decision: "rejected", policy: policy || DEFAULT_POLICY, reason: reason || DEFAULT_REASON };
}

/** The effective status the review imposes on an ad (Ad_effective_status), or none once approved. */
export function reviewStatus(object: StoredObject): "PENDING_REVIEW" | "DISAPPROVED" | undefined {
  if (object.kind !== "ad" || !object.review) return undefined;
  if (object.review.decision === "pending") return "PENDING_REVIEW";
  if (object.review.decision === "rejected") return "DISAPPROVED";
  return undefined;
}

/**
 * issues_info (list<AdgroupIssuesInfo>: error_code, error_message, error_summary, error_type, level) and
 * ad_review_feedback (AdgroupReviewFeedback: global map<string,string>, placement_specific) of a rejected
 * ad; nothing otherwise, as Meta leaves empty fields out. The error_code and error_type values are the
 * fake's own: Meta's sources name the fields, not the codes a rejection carries.
 */
export function reviewFields(object: StoredObject): { issues_info?: unknown[]; ad_review_feedback?: Record<string, unknown> } {
  const review = object.review;
  if (object.kind !== "ad" || review?.decision !== "rejected") return { issues_info: undefined, ad_review_feedback: undefined };
  const policy = review.policy ?? DEFAULT_POLICY;
  const reason = review.reason ?? DEFAULT_REASON;
  return {
    issues_info: [{ level: "AD", error_code: 2859001, error_type: "HARD_ERROR", error_summary: `Ad rejected: ${policy}`, error_message: reason }],
    ad_review_feedback: { global: { [policy]: reason } },
  };
}
