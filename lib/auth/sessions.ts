import "server-only";
import { z } from "zod";
import { db, type Prisma } from "@/lib/db";
import { SESSION_MAX_AGE_SECONDS } from "./config";

// The rows behind session cookies (decision 002). A cookie stands for a signed-in browser only while its
// row exists: ending a session is deleting its row, in whichever app process it happens.

const sessionIdSchema = z.uuid();

/** A new session for the user (at sign-in); the user's expired rows are cleared on the way. */
export async function startSession(userId: string, now = new Date()): Promise<string> {
  await db.userSession.deleteMany({ where: { userId, expiresAt: { lte: now } } });
  const session = await db.userSession.create({
    data: { userId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) },
    select: { id: true },
  });
  return session.id;
}

/** The filter that finds a live session of the user by the id its cookie carries (nothing for a malformed id). */
export function liveSession(sessionId: unknown, now = new Date()): Prisma.UserSessionWhereInput | null {
  const id = sessionIdSchema.safeParse(sessionId);
  return id.success ? { id: id.data, expiresAt: { gt: now } } : null;
}

export async function endSession(sessionId: unknown): Promise<void> {
  const id = sessionIdSchema.safeParse(sessionId);
  if (id.success) await db.userSession.deleteMany({ where: { id: id.data } });
}

/** Ends every session of the user but `keep` (the browser that asked), or all of them without it. */
export async function endSessions(userId: string, keep?: string, tx: Prisma.TransactionClient = db): Promise<number> {
  const { count } = await tx.userSession.deleteMany({ where: { userId, ...(keep ? { id: { not: keep } } : {}) } });
  return count;
}
