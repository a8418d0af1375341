import "server-only";
import { db, type Prisma } from "@/lib/db";

// The audit log of admin changes. Callers pass values that are safe to keep: never a secret's value.
export type AuditAction = "setting.updated" | "user.created" | "user.plan_changed" | "user.limit_changed";
export type AuditActor = { id: string; email: string };
type Client = Pick<Prisma.TransactionClient, "adminAuditEntry">;

export async function recordAdminChange(
  client: Client,
  entry: { actor: AuditActor; action: AuditAction; target: string; before?: Prisma.InputJsonValue | null; after?: Prisma.InputJsonValue | null },
): Promise<void> {
  await client.adminAuditEntry.create({
    data: {
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      target: entry.target,
      ...(entry.before === undefined || entry.before === null ? {} : { before: entry.before }),
      ...(entry.after === undefined || entry.after === null ? {} : { after: entry.after }),
    },
  });
}

export async function latestAdminChanges(limit = 100) {
  return db.adminAuditEntry.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}
