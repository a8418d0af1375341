// What was created (campaigns, ad sets, ad creatives, ads) as Graph shows it: statuses as strings, the
// effective status that follows the parents and the ad review, status changes on record, and deletion
// reaching down to the children. Reads are in reads.ts, edits in edits.ts. Never used by production code.
import { json, type Ctx, type Reply } from "./reply";
import { reviewFields, reviewStatus } from "./review";
import type { FakeMetaState, ObjectKind, StoredObject } from "./state";
import { graphTime } from "./text";

/** The Graph type of each kind of object: its fields and edges are Meta's, in specs.ts (reads.ts checks `fields` against them). */
export const NODE_TYPES: Record<ObjectKind, string> = { campaign: "Campaign", adset: "AdSet", adcreative: "AdCreative", ad: "Ad", advideo: "AdVideo" };

/**
 * Meta's effective_status (enum_types.json Ad_effective_status, AdSet_effective_status,
 * Campaign_effective_status): deleted and archived objects show it; an ad's review shows through
 * (PENDING_REVIEW, DISAPPROVED); then its own pause; then a paused parent (ADSET_PAUSED, CAMPAIGN_PAUSED);
 * then the account's billing (PENDING_BILLING_INFO).
 * A test may override it with the effective_status field (POST /__control/objects/{id}).
 */
export function effectiveStatus(state: FakeMetaState, object: StoredObject): string {
  if (typeof object.fields.effective_status === "string") return object.fields.effective_status;
  const own = String(object.fields.status);
  if (own === "DELETED" || own === "ARCHIVED") return own;
  const review = reviewStatus(object);
  if (review) return review;
  if (own !== "ACTIVE") return own;
  const campaign = state.objects.get(String(object.fields.campaign_id ?? ""));
  const adset = state.objects.get(String(object.fields.adset_id ?? ""));
  if (object.kind === "ad" && adset && adset.fields.status !== "ACTIVE") return "ADSET_PAUSED";
  if ((object.kind === "ad" || object.kind === "adset") && campaign && campaign.fields.status !== "ACTIVE") return "CAMPAIGN_PAUSED";
  // An ad of an account without a payment method is created but not delivered (Ad Account reference,
  // funding_source): Ad_effective_status PENDING_BILLING_INFO.
  if (object.kind === "ad" && !state.account(`act_${object.accountId}`)?.funding_source) return "PENDING_BILLING_INFO";
  return "ACTIVE";
}

export function objectNode(state: FakeMetaState, object: StoredObject): Record<string, unknown> {
  const { pollsLeft: _polls, uploaded: _uploaded, ...fields } = object.fields;
  // issues_info is a field of Campaign, AdSet and Ad (specs); it is left out while there is none.
  const issues = object.kind === "campaign" || object.kind === "adset" ? { issues_info: undefined } : object.kind === "ad" ? reviewFields(object) : {};
  const node: Record<string, unknown> = { ...issues, ...fields, id: object.id, account_id: object.accountId, created_time: graphTime(object.createdAt) };
  if (object.kind !== "adcreative" && object.kind !== "advideo") {
    node.configured_status = object.fields.status;
    node.effective_status = effectiveStatus(state, object);
  }
  if (object.kind === "adset" || object.kind === "ad") node.campaign = { id: object.fields.campaign_id };
  if (object.kind === "ad") node.adset = { id: object.fields.adset_id };
  return node;
}

export function setStatus(state: FakeMetaState, object: StoredObject, status: string) {
  const from = String(object.fields.status);
  if (from === status) return;
  object.fields.status = status;
  if (status === "ACTIVE") object.everActive = true;
  state.statusChanges.push({ id: object.id, kind: object.kind, from, to: status, at: new Date().toISOString() });
}

/** The ad sets and ads under a campaign, or the ads under an ad set. */
export function childrenOf(state: FakeMetaState, parent: StoredObject): StoredObject[] {
  if (parent.kind !== "campaign" && parent.kind !== "adset") return [];
  return [...state.objects.values()].filter((child) => (child.kind === "adset" || child.kind === "ad") && child.fields[`${parent.kind}_id`] === parent.id);
}

/**
 * A status change that deletes: the object and everything under it read DELETED, whether it came as a
 * DELETE, as status=DELETED ("Set the ad object to DELETED by either setting status field to DELETED or
 * sending an HTTP DELETE", docs/marketing-api/best-practices/manage-your-ad-object-status) or from Ads
 * Manager (the control API). The cascade itself is Ads Manager's behaviour: Meta's API docs don't say.
 */
export function applyStatus(state: FakeMetaState, object: StoredObject, status: string) {
  setStatus(state, object, status);
  if (status === "DELETED") for (const child of childrenOf(state, object)) setStatus(state, child, "DELETED");
}

/** Which of the object, its ad set and its campaign was deleted, if any. */
export function deletedLine(state: FakeMetaState, object: StoredObject): StoredObject | undefined {
  const line = [object, state.objects.get(String(object.fields.adset_id ?? "")), state.objects.get(String(object.fields.campaign_id ?? ""))];
  return line.find((item) => item?.fields.status === "DELETED");
}

// DELETE /{v}/{object_id} → { success: true }
export function deleteObject(ctx: Ctx, object: StoredObject): Reply {
  applyStatus(ctx.state, object, "DELETED");
  object.fields.updated_time = graphTime(Date.now());
  return json({ success: true });
}
