import "server-only";
import { db } from "@/lib/db";
import { enqueueWebhookEvents } from "@/lib/jobs/enqueue";
import type { Logger } from "@/lib/log/server";
import { ACTED_ON, changesOf } from "./envelope";

// Takes a verified delivery: each change is kept once by its digest, and the new ones the app acts on are
// handed to the meta.webhook job; the request answers at once (Meta: "respond to all Event Notifications
// with 200 OK", Graph webhooks "Getting started"). A change seen before (Meta retries "over the next 36
// hours", and asks for deduplication) is not acted on again.

export type Received = { ok: true; changes: number; fresh: number } | { ok: false; reason: "invalidBody" | "notQueued" };

export async function receiveDelivery(body: unknown, log: Logger): Promise<Received> {
  const changes = changesOf(body);
  if (!changes) return { ok: false, reason: "invalidBody" };
  if (!changes.length) return { ok: true, changes: 0, fresh: 0 };
  const inserted = await db.metaWebhookEvent.createManyAndReturn({
    data: changes.map(({ digest, adAccountId, sentAt, field, objectId, value }) => ({
      digest,
      adAccountId,
      sentAt,
      field,
      objectId,
      // A JSON null is not a storable Json value; nothing is kept as {}.
      value: value ?? {},
      ...(objectId && ACTED_ON.includes(field) ? {} : { processedAt: new Date(), outcome: "ignored" }),
    })),
    skipDuplicates: true,
    select: { digest: true, processedAt: true },
  });
  const toRun = inserted.filter((event) => !event.processedAt).map((event) => event.digest);
  try {
    await enqueueWebhookEvents(toRun);
  } catch (error) {
    // Forgotten again, so Meta's retry of this delivery is taken.
    await db.metaWebhookEvent.deleteMany({ where: { digest: { in: inserted.map((event) => event.digest) } } });
    log.error({ err: error, changes: changes.length }, "[meta-webhook] changes not queued");
    return { ok: false, reason: "notQueued" };
  }
  log.info({ changes: changes.length, fresh: inserted.length, queued: toRun.length }, "[meta-webhook] delivery taken");
  return { ok: true, changes: changes.length, fresh: inserted.length };
}

/** Changes older than a week are forgotten (Meta retries for 36 hours); the hourly sweep calls this. */
export async function forgetOldWebhookEvents(now = Date.now()): Promise<void> {
  await db.metaWebhookEvent.deleteMany({ where: { receivedAt: { lt: new Date(now - 7 * 24 * 60 * 60 * 1000) } } });
}

/** When the last delivery arrived, for the admin's webhook settings. */
export async function lastWebhookAt(): Promise<Date | null> {
  const last = await db.metaWebhookEvent.findFirst({ orderBy: { receivedAt: "desc" }, select: { receivedAt: true } });
  return last?.receivedAt ?? null;
}
