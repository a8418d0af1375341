import { createHash } from "node:crypto";
import { z } from "zod";

// What an Ads webhook POST carries (developers.facebook.com/documentation/ads-commerce/marketing-api/
// ads-webhooks/ads-webhooks-overview, "Payload envelope"): `object` is always "ad_account"; `entry` has one
// item per ad account with its id, a Unix time (when Meta sent it, not when the change happened: Graph
// webhooks "Getting started") and `changes`, each a `field` and its `value`. Batches hold at most 1000
// updates. Ids arrive as strings or numbers (the subscriptions examples send numbers).

const id = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,30}$/));
const accountId = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).replace(/^act_/, ""))
  .pipe(z.string().regex(/^\d{1,30}$/));

const envelopeSchema = z.object({
  object: z.literal("ad_account"),
  entry: z
    .array(
      z.object({
        id: accountId,
        time: z.number().int().nonnegative(),
        changes: z.array(z.object({ field: z.string().min(1).max(100), value: z.unknown().optional() })).max(1000),
      }),
    )
    .max(1000),
});

// The object each field names. effective_status arrives as `field_changed` with `object_id`, `object_type`
// and `changed_fields` (…/ads-webhooks/effective-status); with_issues_ad_objects and in_process_ad_objects
// name it `id` with its `level`; creative_fatigue names the ad `adgroup_id` with `creative_fatigue_level`
// LOW, MEDIUM or HIGH (…/ads-webhooks/creative-fatigue). Other fields are kept and not acted on.
const objectOf = {
  field_changed: z.object({ object_id: id, changed_fields: z.array(z.string()).optional() }).transform((value) => value.object_id),
  with_issues_ad_objects: z.object({ id }).transform((value) => value.id),
  in_process_ad_objects: z.object({ id }).transform((value) => value.id),
  creative_fatigue: z.object({ adgroup_id: id, creative_fatigue_level: z.enum(["LOW", "MEDIUM", "HIGH"]) }).transform((value) => value.adgroup_id),
} as const;

export type WebhookField = keyof typeof objectOf;
export const ACTED_ON: readonly string[] = Object.keys(objectOf);

export type WebhookChange = {
  digest: string;
  adAccountId: string;
  sentAt: Date;
  field: string;
  /** The campaign, ad set or ad the change names; null for a field the app does not act on, or a value it cannot read. */
  objectId: string | null;
  value: unknown;
};

/** The changes of a delivery, or null when the body is not an Ads webhook envelope. */
export function changesOf(body: unknown): WebhookChange[] | null {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.map((change) => {
      const reader = objectOf[change.field as WebhookField];
      const object = reader?.safeParse(change.value);
      // The same change sent again (a retry, a duplicate, a replay) has the same digest.
      const digest = createHash("sha256")
        .update(JSON.stringify([entry.id, entry.time, change.field, change.value ?? null]))
        .digest("hex");
      return {
        digest,
        adAccountId: entry.id,
        sentAt: new Date(entry.time * 1000),
        field: change.field,
        objectId: object?.success ? object.data : null,
        value: change.value ?? null,
      };
    }),
  );
}
