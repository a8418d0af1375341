// Reading, listing and editing what was created (campaigns, ad sets, ad creatives, ads): Graph's node
// shape with statuses as strings, the effective status that follows the parents, and status changes on
// record. Never used by production code.
import { budgetParam, checkDailyMinimum } from "./budgets";
import { graphErrors } from "./errors";
import { fieldsOf } from "./assets";
import { json, type Ctx, type Reply } from "./reply";
import { listParam, paged, str } from "./request";
import { STATUSES } from "./seed";
import type { FakeMetaState, ObjectKind, StoredObject } from "./state";
import { checkTargeting } from "./targeting";
import { graphTime, parseTimeParam } from "./text";
import { jsonParam } from "./request";

const NODE_TYPES: Record<ObjectKind, string> = { campaign: "Campaign", adset: "AdSet", adcreative: "AdCreative", ad: "Ad", advideo: "AdVideo" };

/** Meta's effective_status: a paused parent shows through (CAMPAIGN_PAUSED, ADSET_PAUSED); tests may override it. */
export function effectiveStatus(state: FakeMetaState, object: StoredObject): string {
  if (typeof object.fields.effective_status === "string") return object.fields.effective_status;
  const own = String(object.fields.status);
  if (own !== "ACTIVE") return own;
  const campaign = state.objects.get(String(object.fields.campaign_id ?? ""));
  const adset = state.objects.get(String(object.fields.adset_id ?? ""));
  if (object.kind === "ad" && adset && adset.fields.status !== "ACTIVE") return "ADSET_PAUSED";
  if ((object.kind === "ad" || object.kind === "adset") && campaign && campaign.fields.status !== "ACTIVE") return "CAMPAIGN_PAUSED";
  return "ACTIVE";
}

export function objectNode(state: FakeMetaState, object: StoredObject): Record<string, unknown> {
  const { pollsLeft: _polls, uploaded: _uploaded, ...fields } = object.fields;
  const node: Record<string, unknown> = { ...fields, id: object.id, account_id: object.accountId, created_time: graphTime(object.createdAt) };
  if (object.kind !== "adcreative" && object.kind !== "advideo") {
    node.configured_status = object.fields.status;
    node.effective_status = effectiveStatus(state, object);
  }
  if (object.kind === "adset" || object.kind === "ad") node.campaign = { id: object.fields.campaign_id };
  if (object.kind === "ad") node.adset = { id: object.fields.adset_id };
  return node;
}

export const readObject = (ctx: Ctx, object: StoredObject): Reply => json(fieldsOf(ctx, objectNode(ctx.state, object), NODE_TYPES[object.kind], ["id"]));

// GET /{v}/act_{id}/{campaigns|adsets|ads|adcreatives} and /{campaign_id}/{adsets|ads}, /{adset_id}/ads.
// Deleted and archived objects are left out unless effective_status asks for them, as Meta does.
export function listObjects(ctx: Ctx, kind: ObjectKind, accountId: string, parent?: StoredObject): Reply {
  const wanted = listParam(ctx.req.params, "effective_status");
  const objects = ctx.state
    .objectsOf(kind, accountId)
    .filter((object) => !parent || object.fields[`${parent.kind}_id`] === parent.id)
    .map((object) => objectNode(ctx.state, object))
    .filter((node) => (wanted ? wanted.includes(String(node.effective_status)) : !["DELETED", "ARCHIVED"].includes(String(node.effective_status))))
    .reverse();
  return json(paged(objects.map((node) => fieldsOf(ctx, node, NODE_TYPES[kind], ["id"])), ctx.req));
}

export function setStatus(state: FakeMetaState, object: StoredObject, status: string) {
  const from = String(object.fields.status);
  if (from === status) return;
  object.fields.status = status;
  if (status === "ACTIVE") object.everActive = true;
  state.statusChanges.push({ id: object.id, kind: object.kind, from, to: status, at: new Date().toISOString() });
}

// POST /{v}/{object_id} – edits (status, name, budgets, end time, targeting) → { success: true }.
export function updateObject(ctx: Ctx, object: StoredObject): Reply {
  const params = ctx.req.params;
  const account = ctx.state.account(object.accountId)!;
  if (object.fields.status === "DELETED") {
    throw graphErrors.invalidParameter("Can't edit a deleted object", `The ${NODE_TYPES[object.kind]} ${object.id} was deleted and can't be edited.`);
  }
  const status = str(params, "status");
  if (status !== undefined && !STATUSES.includes(status as (typeof STATUSES)[number])) throw graphErrors.mustBeOneOf("status", STATUSES);
  const name = str(params, "name");
  if (name !== undefined) object.fields.name = name;
  if (object.kind === "campaign" || object.kind === "adset") {
    const daily = budgetParam(params, "daily_budget");
    if (daily !== undefined) {
      checkDailyMinimum(daily, account);
      object.fields.daily_budget = String(daily);
    }
  }
  if (object.kind === "adset") {
    const end = str(params, "end_time");
    if (end !== undefined) object.fields.end_time = graphTime(parseTimeParam(end) ?? Date.now());
    if (params.targeting !== undefined) object.fields.targeting = checkTargeting(jsonParam(params, "targeting"));
  }
  if (status !== undefined) setStatus(ctx.state, object, status);
  object.fields.updated_time = graphTime(Date.now());
  return json({ success: true });
}

// DELETE /{v}/{object_id}
export function deleteObject(ctx: Ctx, object: StoredObject): Reply {
  setStatus(ctx.state, object, "DELETED");
  return json({ success: true });
}
