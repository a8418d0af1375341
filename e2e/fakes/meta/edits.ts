// Editing what was created (POST /{object_id}) as Meta checks it: only the parameters the object's
// `#update` takes (update-params.ts), nothing on a deleted object or under a deleted ad set or campaign,
// only name and status on an archived one, budgets at the minimum and of one kind, a schedule that ends
// after it starts and not in the past, a creative of the same ad account (and then a new review), and
// validate_only that checks without saving. Everything is checked before anything changes.
// Never used by production code.
import { budgetParam, campaignBudgetConflict, checkDailyMinimum, onlyOneBudget } from "./budgets";
import { creativeOf } from "./creatives";
import { GraphError, graphErrors } from "./errors";
import { applyStatus, deletedLine, NODE_TYPES } from "./objects";
import { json, type Ctx, type Reply } from "./reply";
import { jsonParam, listParam, str } from "./request";
import { freshReview } from "./review";
import { STATUSES, type AdAccountSeed } from "./seed";
import type { StoredObject } from "./state";
import { checkSchedule } from "./structure";
import { checkTargeting } from "./targeting";
import { graphTime, parseTimeParam } from "./text";
import { EXECUTION_OPTIONS, MODELLED_PARAMS, REQUEST_PARAMS, UPDATE_PARAMS } from "./update-params";
import { checkAdDestination } from "./whatsapp";

/** The parameters of this edit, checked against the kind's `#update` list and what the fake models. */
function editedParams(ctx: Ctx, object: StoredObject): string[] {
  const nodeType = NODE_TYPES[object.kind];
  const given = Object.keys(ctx.req.params).filter((name) => !REQUEST_PARAMS.includes(name));
  // Not a parameter of this kind's #update at all (daily_budget on an ad): Meta's invalid-parameter error.
  const foreign = given.find((name) => !UPDATE_PARAMS[object.kind]?.includes(name));
  if (foreign)
    throw graphErrors.invalidParameter("Invalid parameter", `${foreign} isn't a parameter you can change on a ${nodeType} (POST /{${object.kind}_id}).`);
  // Meta takes it, but the fake would only pretend to: say so rather than answer a success it didn't apply.
  const unmodelled = given.find((name) => !MODELLED_PARAMS[object.kind]?.includes(name));
  if (unmodelled) {
    throw graphErrors.invalidParameter(
      "Not modelled by the fake Meta",
      `Meta takes ${unmodelled} on ${nodeType} edits, but the fake Meta doesn't model it yet (e2e/fakes/meta/edits.ts).`,
    );
  }
  return given;
}

function checkEditable(ctx: Ctx, object: StoredObject, given: string[], status: string | undefined) {
  const nodeType = NODE_TYPES[object.kind];
  const deleted = deletedLine(ctx.state, object);
  if (deleted === object) throw graphErrors.invalidParameter("Can't edit a deleted object", `The ${nodeType} ${object.id} was deleted and can't be edited.`);
  if (deleted)
    throw graphErrors.invalidParameter(
      "Can't edit a deleted object",
      `The ${NODE_TYPES[deleted.kind]} ${deleted.id} above this ${nodeType} was deleted, so it can't be edited.`,
    );
  // "An ARCHIVED object has only 2 fields you can change: name and status. You can also only change status
  // to DELETED." (docs/marketing-api/best-practices/manage-your-ad-object-status)
  if (
    object.fields.status === "ARCHIVED" &&
    (given.some((name) => name !== "name" && name !== "status") || (status && status !== "ARCHIVED" && status !== "DELETED"))
  ) {
    throw graphErrors.invalidParameter(
      "Archived object",
      `The ${nodeType} ${object.id} is archived: only its name can change, and its status only to DELETED.`,
    );
  }
}

/** An ad set's times as numbers, for the edit's schedule check. */
const timeOf = (value: unknown) => (typeof value === "string" ? parseTimeParam(value) : undefined);

// POST /{v}/{object_id} → { success: true }
export function updateObject(ctx: Ctx, object: StoredObject, account: AdAccountSeed): Reply {
  const { state, req } = ctx;
  const params = req.params;
  const given = editedParams(ctx, object);
  const status = str(params, "status");
  checkEditable(ctx, object, given, status);
  // Statuses: enum_types.json adcampaigngroup_status, adcampaign_status, adgroup_status.
  if (status !== undefined && !STATUSES.includes(status as (typeof STATUSES)[number])) throw graphErrors.mustBeOneOf("status", STATUSES);

  const daily = object.kind === "campaign" || object.kind === "adset" ? budgetParam(params, "daily_budget") : undefined;
  if (daily !== undefined) {
    if (object.fields.lifetime_budget !== undefined) throw onlyOneBudget(object.kind === "campaign" ? "campaign" : "ad set");
    const campaign = state.objects.get(String(object.fields.campaign_id ?? ""));
    if (object.kind === "adset" && campaign && (campaign.fields.daily_budget !== undefined || campaign.fields.lifetime_budget !== undefined))
      throw campaignBudgetConflict();
    checkDailyMinimum(daily, account);
  }

  let schedule: { start_time: string; end_time: string | undefined } | undefined;
  if (object.kind === "adset" && (params.start_time !== undefined || params.end_time !== undefined)) {
    for (const name of ["start_time", "end_time"]) {
      if (params[name] === "") throw new GraphError({ code: 100, message: `(#100) Param ${name} must be a valid date/time` });
    }
    const lifetime = object.fields.lifetime_budget === undefined ? undefined : Number(object.fields.lifetime_budget);
    schedule = checkSchedule(params, lifetime, { start: timeOf(object.fields.start_time), end: timeOf(object.fields.end_time) });
  }
  const targeting = object.kind === "adset" && params.targeting !== undefined ? checkTargeting(jsonParam(params, "targeting")) : undefined;
  const creative = object.kind === "ad" && params.creative !== undefined ? creativeOf(ctx, account) : undefined;
  // A new creative must fit the ad's ad set as at creation (whatsapp.ts: destination and promoted Page).
  const adset = creative ? state.objects.get(String(object.fields.adset_id ?? "")) : undefined;
  if (creative && adset) checkAdDestination(adset, creative);

  const options = listParam(params, "execution_options") ?? [];
  const allowedOptions = EXECUTION_OPTIONS[object.kind] ?? [];
  if (options.some((option) => !allowedOptions.includes(option))) throw graphErrors.mustBeOneOf("execution_options", allowedOptions);
  // validate_only runs the checks without making the change, and answers as a successful edit would
  // (execution_options in the Marketing API reference of Ad, Ad Set and Campaign updates).
  if (options.includes("validate_only")) return json({ success: true });

  const name = str(params, "name");
  if (name !== undefined) object.fields.name = name;
  if (daily !== undefined) object.fields.daily_budget = String(daily);
  if (schedule) Object.assign(object.fields, schedule);
  if (targeting !== undefined) object.fields.targeting = targeting;
  const current = (object.fields.creative as { id?: string } | undefined)?.id;
  if (creative && creative.id !== current) {
    object.fields.creative = { id: creative.id };
    // A new creative is reviewed again (pending until decided under adReview "manual").
    object.review = freshReview(state);
  }
  if (status !== undefined) applyStatus(state, object, status);
  object.fields.updated_time = graphTime(Date.now());
  return json({ success: true });
}
