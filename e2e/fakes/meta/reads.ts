// Reading what was created: one node (GET /{id}), an edge (GET /act_{id}/campaigns, /{campaign_id}/adsets,
// /{adset_id}/ads...), several nodes at once (GET /?ids=a,b), each with field expansion of the edges
// (`adsets.limit(100){id,name}`). Never used by production code.
import { requireAccount } from "./assets";
import { GraphError } from "./errors";
import { effectiveStatus, NODE_TYPES, objectNode } from "./objects";
import { json, type Ctx, type Reply } from "./reply";
import { listParam, pageOf, paged, parseFields, selectFields, str, type Field, type FieldSpec } from "./request";
import type { FakeMetaState, ObjectKind, StoredObject } from "./state";

// The edges a node expands (codegen specs: Campaign.json GET adsets and GET ads, AdSet.json GET ads).
const EDGES: Partial<Record<ObjectKind, Record<string, ObjectKind>>> = { campaign: { adsets: "adset", ads: "ad" }, adset: { ads: "ad" } };

// At most 50 ids a request since v2.2 (developers.facebook.com/docs/apps/upgrading#v21tov22, as quoted in
// github.com/restfb/restfb/issues/157). Meta's sources give the limit, not the error's wording: a code 100
// error in Graph's "(#100) ..." form.
const MAX_IDS = 50;

/** The requested fields, or Graph's default for these nodes: the id alone. */
const specOf = (ctx: Ctx): FieldSpec => parseFields(str(ctx.req.params, "fields")?.trim() || "id");

/**
 * The objects an edge lists, newest first. Deleted and archived objects are left out unless
 * effective_status asks for them: "you cannot retrieve the deleted objects as a connection object from a
 * non deleted node" (docs/marketing-api/best-practices/manage-your-ad-object-status), and archived ones
 * are not edges "w/o filter" (ads blog, 2014-09-24, "DELETED vs ARCHIVED"). Field expansion is the same edge.
 */
function edgeObjects(
  state: FakeMetaState,
  kind: ObjectKind,
  accountId: string,
  parent: StoredObject | undefined,
  wanted: string[] | undefined,
): StoredObject[] {
  return state
    .objectsOf(kind, accountId)
    .filter((object) => !parent || object.fields[`${parent.kind}_id`] === parent.id)
    .filter((object) => {
      const status = effectiveStatus(state, object);
      return wanted ? wanted.includes(status) : status !== "DELETED" && status !== "ARCHIVED";
    })
    .reverse();
}

/** A modifier's list (`.effective_status(["ACTIVE","PAUSED"])`), as the edge's parameter would take it. */
const modifierList = (value: string | undefined) => (value === undefined ? undefined : listParam({ effective_status: value }, "effective_status"));

/** `adsets.limit(100){id,name}` on a campaign: `{ data, paging }` with the sub-fields of each child. */
function expandEdge(ctx: Ctx, parent: StoredObject, edge: string, kind: ObjectKind, field: Field): Record<string, unknown> {
  const modifiers = field.modifiers ?? {};
  const wanted = modifierList(modifiers.effective_status);
  const children = edgeObjects(ctx.state, kind, parent.accountId, parent, wanted);
  const sub = field.sub ?? [{ name: "id" }];
  const page = pageOf(children, modifiers.limit, modifiers.after, 25, (limit, after) => {
    const next = new URL(`/${ctx.req.version}/${parent.id}/${edge}`, ctx.base);
    next.searchParams.set("fields", field.subText ?? "id");
    if (modifiers.effective_status !== undefined) next.searchParams.set("effective_status", modifiers.effective_status);
    next.searchParams.set("limit", String(limit));
    next.searchParams.set("after", after);
    return next.toString();
  });
  return { ...page, data: page.data.map((child) => selectObject(ctx, child, sub)) };
}

// The fields that hold another ad object (Ad.json `campaign`, `adset`, `creative`; AdSet.json `campaign`):
// a sub-selection (`creative{id,name}`) reads that object's fields.
const REFERENCES: Record<string, ObjectKind> = { campaign: "campaign", adset: "adset", creative: "adcreative" };

/** An object's requested fields, its edges expanded. */
export function selectObject(ctx: Ctx, object: StoredObject, spec: FieldSpec): Record<string, unknown> {
  const node = objectNode(ctx.state, object);
  const edges = EDGES[object.kind] ?? {};
  const flat = spec.map((field) => {
    const kind = edges[field.name];
    if (kind) {
      node[field.name] = expandEdge(ctx, object, field.name, kind, field);
      return { name: field.name };
    }
    const reference = REFERENCES[field.name];
    const target = reference && field.sub ? ctx.state.objects.get(String((node[field.name] as { id?: unknown } | undefined)?.id ?? "")) : undefined;
    if (target && target.kind === reference) {
      node[field.name] = selectObject(ctx, target, field.sub!);
      return { name: field.name };
    }
    return field;
  });
  return selectFields(node, flat, NODE_TYPES[object.kind]);
}

// GET /{v}/{object_id}
export const readObject = (ctx: Ctx, object: StoredObject): Reply => json(selectObject(ctx, object, specOf(ctx)));

// GET /{v}/act_{id}/{campaigns|adsets|ads|adcreatives} and /{campaign_id}/{adsets|ads}, /{adset_id}/ads.
export function listObjects(ctx: Ctx, kind: ObjectKind, accountId: string, parent?: StoredObject): Reply {
  const objects = edgeObjects(ctx.state, kind, accountId, parent, listParam(ctx.req.params, "effective_status"));
  const spec = specOf(ctx);
  return json(
    paged(
      objects.map((object) => selectObject(ctx, object, spec)),
      ctx.req,
    ),
  );
}

/** The ids of a multiple-ID read: comma-separated or a JSON array. */
const idsOf = (params: Record<string, unknown>) => listParam(params, "ids") ?? [];

/** The objects ?ids= can read here (videos are read through their own route). */
const readable = (object: StoredObject | undefined): object is StoredObject => !!object && object.kind !== "advideo";

/**
 * GET /{v}/?ids=a,b&fields=... – Graph's "multiple ID read requests": `{ a: node, b: node }`, the same
 * fields (with expansion) asked of each (Graph API docs, "Multiple ID Read Requests"). One id that doesn't
 * exist fails the whole request with error 803 "Some of the aliases you requested do not exist: x", as
 * Graph answers it (e.g. github.com/mobolic/facebook-sdk/issues/271, daryasary/instagram-graph-api#1).
 */
export function readMany(ctx: Ctx): Reply {
  const ids = idsOf(ctx.req.params);
  if (!ids.length) throw new GraphError({ code: 100, message: "(#100) The parameter ids is required" });
  if (ids.length > MAX_IDS) throw new GraphError({ code: 100, message: `(#100) Too many IDs. Maximum: ${MAX_IDS}. Provided: ${ids.length}.` });
  const missing = ids.filter((id) => !readable(ctx.state.objects.get(id)));
  if (missing.length) throw new GraphError({ code: 803, message: `(#803) Some of the aliases you requested do not exist: ${missing.join(",")}` });
  const spec = specOf(ctx);
  const answer: Record<string, unknown> = {};
  for (const id of ids) {
    const object = ctx.state.objects.get(id)!;
    requireAccount(ctx, `act_${object.accountId}`, false);
    answer[id] = selectObject(ctx, object, spec);
  }
  return json(answer);
}
