import { auth } from "@/lib/auth";
import { db } from "@/lib/db";
import { uniqueEmail } from "./helpers";

// The settings and /api-test tests mock "@/lib/auth" (jest.mock in each file); these drive that mock.

/** A confirmed user; an admin holds a user_roles row, as in production. */
export async function makeAccount({ admin }: { admin: boolean }) {
  return db.user.create({
    data: {
      email: uniqueEmail(admin ? "admin" : "seller"),
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName: admin ? "Admin" : "Seller" } },
      ...(admin ? { roles: { create: { role: "admin" } } } : {}),
    },
    select: { id: true, email: true },
  });
}

/** The session the next action sees; a session claiming admin does not make one (the role table decides). */
export function actAs(user: { id: string } | null): void {
  jest.mocked(auth as unknown as jest.Mock).mockResolvedValue(user ? { user: { id: user.id, isAdmin: true }, signedInAt: Date.now() } : null);
}

/** Everything an admin settings action could change. */
export async function settingsState() {
  const [settings, audit, counters] = await Promise.all([
    db.adminSetting.findMany({ orderBy: { key: "asc" } }),
    db.adminAuditEntry.count(),
    db.rateLimitCounter.findMany({ orderBy: { key: "asc" } }),
  ]);
  return { settings, audit, counters };
}
