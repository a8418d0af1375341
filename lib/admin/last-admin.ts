import "server-only";
import { db, type Prisma } from "@/lib/db";

// The product keeps one active admin at least (issue 29): nobody removes the last one, themself
// included, whether by deleting, disabling or demoting the account. "Active" is what the guards let in:
// an admin role, a confirmed address, not disabled.

const ACTIVE_ADMIN: Prisma.UserWhereInput = { disabledAt: null, emailVerifiedAt: { not: null }, roles: { some: { role: "admin" } } };

type Client = Pick<Prisma.TransactionClient, "user">;

/** Whether taking this account away from the admins would leave none active (a quick answer, before slow work). */
export async function isLastActiveAdmin(userId: string, client: Client = db): Promise<boolean> {
  const admins = await client.user.findMany({ where: ACTIVE_ADMIN, select: { id: true }, take: 2 });
  return admins.length === 1 && admins[0]!.id === userId;
}

/**
 * The same answer inside the transaction that removes the account, after waiting for every other such
 * transaction: the admins' role rows are locked first, so two admins removing each other at once cannot
 * both pass. The count is a second statement, so under READ COMMITTED it sees what the other committed.
 */
export async function lockAdminsAndCheckLast(tx: Client & Pick<Prisma.TransactionClient, "$queryRaw">, userId: string): Promise<boolean> {
  await tx.$queryRaw`SELECT 1 AS locked FROM user_roles WHERE role = 'admin' ORDER BY user_id FOR UPDATE`;
  return isLastActiveAdmin(userId, tx);
}
