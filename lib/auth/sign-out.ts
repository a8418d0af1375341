import "server-only";
import { auth, signOut } from "./auth";
import { endSession, endSessions } from "./sessions";

/** Signs this browser out: its session row goes first, so the cookie is dead even if a copy of it survives. */
export async function signOutHere(): Promise<void> {
  const session = await auth();
  await endSession(session?.sessionId);
  await signOut({ redirect: false });
}

/** Ends every session of the user, this browser's included ("sign out everywhere"). */
export async function signOutEverywhere(userId: string): Promise<number> {
  const ended = await endSessions(userId);
  await signOut({ redirect: false });
  return ended;
}
