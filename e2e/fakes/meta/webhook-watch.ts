// Noticing what the Ads webhooks report: after every request the fake handles, the effective status of
// each campaign, ad set and ad of the ad accounts that subscribed the app (as the fake's own reads
// compute it, objects.ts) is compared with the last one seen, and each difference becomes a change for
// the registered fields. Never used by production code.
//
// A newly seen object (one just created, or every object of an account when it subscribes the app) only
// has its status recorded: nothing is sent for it. The effective-status page has the webhook report "when
// the delivery status of a campaign, ad set, or ad changes" and names the triggers "when an ad is
// rejected in review, when delivery is blocked or resumes, or when a status change on a parent cascades
// down to its active children" – changes of an existing object; a creation is a different notification
// (OBJECT_CREATED of the subscriptions endpoint). The first status of a new object is therefore not
// emitted; its next change is. Likewise changes made while the account had not subscribed the app, or
// while no registration names the field, are not sent later.
import { effectiveStatus, objectNode } from "./objects";
import type { FakeMetaState, StoredObject } from "./state";
import { queueChange } from "./webhook-delivery";
import { IN_PROCESS, ISSUE_STATES, LEVELS, OBJECT_TYPES, statusName, WATCHED_KINDS, type WatchedKind } from "./webhook-fields";
import { webhooksOf, type WebhookChange } from "./webhook-store";

const isIssue = (status: string | undefined) => (ISSUE_STATES as readonly string[]).includes(status ?? "");

/**
 * `with_issues_ad_objects` (https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/with-issues-ad-objects):
 * `{ id, level, error_code, error_summary, error_message }`, error_code a numeric string (the Webhooks
 * Reference for Ad Account). From the object's first issues_info when it has one (an ad rejected in
 * review, review.ts, or one a test patched); otherwise the fake's own words, Meta's sources giving none.
 */
function withIssues(state: FakeMetaState, object: StoredObject, kind: WatchedKind, status: string): WebhookChange {
  const issues = objectNode(state, object).issues_info;
  const issue = (Array.isArray(issues) ? issues[0] : undefined) as Record<string, unknown> | undefined;
  return {
    field: "with_issues_ad_objects",
    value: {
      id: object.id,
      level: LEVELS[kind],
      error_code: String(issue?.error_code ?? 0),
      error_summary: String(issue?.error_summary ?? `The ${OBJECT_TYPES[kind]} has issues`),
      error_message: String(issue?.error_message ?? `The ${OBJECT_TYPES[kind]} ${object.id} entered the ${status} status.`),
    },
  };
}

/** The changes one status change makes, for the fields the app registered. */
function changesOf(state: FakeMetaState, object: StoredObject, kind: WatchedKind, from: string, to: string, fields: string[]): WebhookChange[] {
  const changes: WebhookChange[] = [];
  // effective-status page: "You subscribe to `effective_status`, but notifications arrive on the shared
  // `field_changed` field": `{ object_id, object_type, changed_fields: ["effective_status"] }`, without the new value.
  if (fields.includes("effective_status"))
    changes.push({ field: "field_changed", value: { object_id: object.id, object_type: OBJECT_TYPES[kind], changed_fields: ["effective_status"] } });
  if (fields.includes("with_issues_ad_objects") && isIssue(to) && !isIssue(from)) changes.push(withIssues(state, object, kind, to));
  // in-process-ad-objects page: when an object "exits its in-process state": `{ id, level, status_name }`.
  if (fields.includes("in_process_ad_objects") && from === IN_PROCESS && to !== IN_PROCESS)
    changes.push({ field: "in_process_ad_objects", value: { id: object.id, level: LEVELS[kind], status_name: statusName(to) } });
  return changes;
}

/** Compares every subscribed account's objects with what was last seen, and queues the changes. */
export function observeWebhooks(state: FakeMetaState) {
  const store = webhooksOf(state);
  if (store.stopped) return;
  for (const accountId of store.subscribedAccounts) {
    let seen = store.seen.get(accountId);
    if (!seen) store.seen.set(accountId, (seen = new Map()));
    const present = new Set<string>();
    for (const kind of WATCHED_KINDS) {
      for (const object of state.objectsOf(kind, accountId)) {
        present.add(object.id);
        const status = effectiveStatus(state, object);
        const before = seen.get(object.id);
        seen.set(object.id, status);
        if (before === undefined || before === status || !store.registration) continue;
        for (const change of changesOf(state, object, kind, before, status, store.registration.fields)) queueChange(state, accountId, change);
      }
    }
    // Objects dropped again (a validate_only creation) are forgotten.
    for (const id of seen.keys()) if (!present.has(id)) seen.delete(id);
  }
}
