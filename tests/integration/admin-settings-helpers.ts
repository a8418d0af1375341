import { makeUser, signInAs } from "./factories";
import { db } from "@/lib/db";

/** A confirmed user; an admin holds a user_roles row, as in production. */
export const makeAccount = ({ admin }: { admin: boolean }) => makeUser({ admin, label: admin ? "admin" : "seller", fullName: admin ? "Admin" : "Seller" });

/** The session the next action sees; a session claiming admin does not make one (the role table decides). */
export const actAs = signInAs;

/** Everything an admin settings action could change. */
export async function settingsState() {
  const [settings, audit, counters] = await Promise.all([
    db.adminSetting.findMany({ orderBy: { key: "asc" } }),
    db.adminAuditEntry.count(),
    db.rateLimitCounter.findMany({ orderBy: { key: "asc" } }),
  ]);
  return { settings, audit, counters };
}
