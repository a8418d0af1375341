import "server-only";
import { db, type Prisma } from "@/lib/db";

// The audit log of admin changes. Callers pass values that are safe to keep: never a secret's value.
export type AuditAction =
  | "setting.updated"
  | "setting.revealed"
  | "setting.reveal_refused"
  | "user.created"
  | "user.plan_changed"
  | "user.limit_changed"
  | "user.deleted"
  | "user.disabled"
  | "user.enabled";
/** Who made a change: an admin, or (id null) the account's owner deleting their own account. */
export type AuditActor = { id: string | null; email: string };
type Client = Pick<Prisma.TransactionClient, "adminAuditEntry" | "$executeRaw">;

/** What the log shows in place of a deleted account's e-mail (components/admin/audit-log.tsx translates it). */
export const DELETED_ACCOUNT = "deleted account";
/** The actor of a self-service deletion: the owner, whose e-mail is gone with the account. */
export const ACCOUNT_OWNER: AuditActor = { id: null, email: "self" };

export async function recordAdminChange(
  client: Pick<Client, "adminAuditEntry">,
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

/**
 * LGPD: the entries about a deleted account keep what happened, not who it was. Their target (the
 * e-mail, or the id) becomes DELETED_ACCOUNT and the personal fields of their values (the name
 * "user.created" recorded) are dropped. Entries the account made as an admin keep their author.
 */
export async function forgetAuditTarget(client: Pick<Client, "$executeRaw">, account: { id: string; email: string }): Promise<void> {
  await client.$executeRaw`
    UPDATE admin_audit_log SET
      target = ${DELETED_ACCOUNT},
      before = CASE WHEN jsonb_typeof(before) = 'object' THEN before - 'fullName' - 'email' ELSE before END,
      after = CASE WHEN jsonb_typeof(after) = 'object' THEN after - 'fullName' - 'email' ELSE after END
    WHERE target IN (${account.email}, ${account.id})`;
}

export async function latestAdminChanges(limit = 100) {
  return db.adminAuditEntry.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}
