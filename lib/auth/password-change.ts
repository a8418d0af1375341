import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { hashPassword, verifyPassword } from "./password";
import { notifyPasswordChanged } from "./password-reset";
import { endSessions } from "./sessions";

/** Changes a signed-in user's password (the current one required); every other session of theirs ends. */
export async function changePassword(
  user: { id: string; sessionId: string },
  { currentPassword, password }: { currentPassword: string; password: string },
  locale: Locale,
): Promise<"changed" | "wrong_password"> {
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, passwordHash: true } });
  if (!(await verifyPassword(account.passwordHash, currentPassword))) return "wrong_password";
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, passwordChangedAt: new Date() } });
    await endSessions(user.id, user.sessionId, tx);
  });
  await notifyPasswordChanged(account.email, locale);
  return "changed";
}
