import { createUserAction, updateUserPlanAction } from "@/lib/admin/actions";
import { listUsers } from "@/lib/admin/users";
import { USERS_PAGE_SIZE } from "@/lib/admin/users-schemas";
import { checkCredentials } from "@/lib/auth/credentials";
import { db, queryLog } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { getPlanLimits } from "@/lib/plans/limits";
import { instantFromNow } from "@/tests/support/days";
import { uniqueEmail } from "./helpers";
import { makeUser, signInAs } from "./factories";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

async function signInAsAdmin() {
  const admin = await makeUser({ admin: true, label: "admin" });
  signInAs(admin);
  return admin;
}

const auditFor = (target: string) => db.adminAuditEntry.findMany({ where: { target }, orderBy: { createdAt: "asc" } });

describe("creating a user", () => {
  it("makes a confirmed account on the chosen plan that can sign in, with an audit entry", async () => {
    const admin = await signInAsAdmin();
    const email = uniqueEmail("created");
    const result = await createUserAction({ fullName: "  Maria Souza ", email: email.toUpperCase(), password: "abc123", planType: "starter" });
    expect(result).toEqual({ ok: true, data: null });

    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { profile: true } });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).not.toContain("abc123");
    expect(user.profile).toMatchObject({ fullName: "Maria Souza", planType: "starter", campaignLimit: 10, paymentSource: "admin_created" });

    const signIn = await checkCredentials({ email, password: "abc123" }, "10.77.0.1");
    expect(signIn).toMatchObject({ ok: true, user: { id: user.id, email, name: "Maria Souza", isAdmin: false } });
    expect(await getPlanLimits(user.id)).toMatchObject({ planType: "starter", campaignLimit: 10, canCreateCampaign: true });

    const [entry, ...others] = await auditFor(email);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "user.created",
      actorId: admin.id,
      actorEmail: admin.email,
      after: { fullName: "Maria Souza", planType: "starter", campaignLimit: 10 },
    });
    expect(JSON.stringify(entry)).not.toContain("abc123");
  });

  it("refuses a taken e-mail (any case) with a field error, and creates nothing", async () => {
    await signInAsAdmin();
    const existing = await makeUser({ label: "taken" });
    const [users, audit] = await Promise.all([db.user.count(), db.adminAuditEntry.count()]);
    const result = await createUserAction({ fullName: "Copy", email: existing.email.toUpperCase(), password: "abc123", planType: "pro" });
    expect(result).toEqual({ ok: false, error: "admin.users.errors.emailTaken", fieldErrors: { email: "admin.users.errors.emailTaken" } });
    expect(await db.user.count()).toBe(users);
    expect(await db.adminAuditEntry.count()).toBe(audit);
  });

  it.each([
    [{ fullName: "", email: uniqueEmail(), password: "abc123", planType: "free" }, "fullName", "auth.errors.fullNameRequired"],
    [{ fullName: "Ana", email: "not-an-email", password: "abc123", planType: "free" }, "email", "auth.errors.emailInvalid"],
    [{ fullName: "Ana", email: uniqueEmail(), password: "12345", planType: "free" }, "password", "auth.errors.passwordTooShort"],
    [{ fullName: "Ana", email: uniqueEmail(), password: "abc123", planType: "enterprise" }, "planType", "admin.users.errors.planInvalid"],
  ])("refuses invalid input %#, naming the field, and creates nothing", async (input, field, message) => {
    await signInAsAdmin();
    const users = await db.user.count();
    const result = await createUserAction(input as never);
    expect(result).toMatchObject({ ok: false, error: "errors.invalidInput", fieldErrors: { [field]: message } });
    expect(JSON.stringify(result)).not.toContain("abc123");
    expect(await db.user.count()).toBe(users);
  });
});

describe("changing a user's plan", () => {
  it("applies the plan and limit to the user's plan limits, with audit entries from → to", async () => {
    const admin = await signInAsAdmin();
    const user = await makeUser({ label: "upgrade" });
    expect(await getPlanLimits(user.id)).toMatchObject({ planType: "free", campaignLimit: 1 });

    expect(await updateUserPlanAction({ userId: user.id, planType: "pro", campaignLimit: 999999 })).toEqual({
      ok: true,
      data: { planType: "pro", campaignLimit: 999999 },
    });
    expect(await getPlanLimits(user.id)).toMatchObject({ planType: "pro", campaignLimit: 999999 });

    const entries = await auditFor(user.email);
    expect(entries.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }))).toEqual(
      expect.arrayContaining([
        { action: "user.plan_changed", actorEmail: admin.email, before: { planType: "free" }, after: { planType: "pro" } },
        { action: "user.limit_changed", actorEmail: admin.email, before: { campaignLimit: 1 }, after: { campaignLimit: 999999 } },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it("records only what changed: a new limit on the same plan is one limit entry", async () => {
    await signInAsAdmin();
    const user = await makeUser({ planType: "starter", campaignLimit: 10, label: "limit-only" });
    expect((await updateUserPlanAction({ userId: user.id, planType: "starter", campaignLimit: 25 })).ok).toBe(true);
    expect(await getPlanLimits(user.id)).toMatchObject({ planType: "starter", campaignLimit: 25 });
    expect((await auditFor(user.email)).map((entry) => entry.action)).toEqual(["user.limit_changed"]);
  });

  it.each([
    [{ campaignLimit: -1 }, "campaignLimit"],
    [{ campaignLimit: 2.5 }, "campaignLimit"],
    [{ campaignLimit: 1_000_000 }, "campaignLimit"],
    [{ campaignLimit: "10" }, "campaignLimit"],
    [{ planType: "gold" }, "planType"],
  ])("refuses %o and changes nothing", async (change, field) => {
    await signInAsAdmin();
    const user = await makeUser({ label: "invalid" });
    const result = await updateUserPlanAction({ userId: user.id, planType: "starter", campaignLimit: 10, ...change } as never);
    expect(result).toMatchObject({ ok: false, error: "errors.invalidInput", fieldErrors: { [field]: expect.any(String) } });
    expect(await getPlanLimits(user.id)).toMatchObject({ planType: "free", campaignLimit: 1 });
    expect(await auditFor(user.email)).toHaveLength(0);
  });

  it("reports a user that does not exist", async () => {
    await signInAsAdmin();
    const audit = await db.adminAuditEntry.count();
    expect(await updateUserPlanAction({ userId: "00000000-0000-4000-8000-000000000000", planType: "pro", campaignLimit: 5 })).toEqual({
      ok: false,
      error: "admin.users.errors.notFound",
    });
    expect(await db.adminAuditEntry.count()).toBe(audit);
  });

  it("leaves a consistent row after 20 concurrent changes for one user, each audited against what it replaced", async () => {
    await signInAsAdmin();
    const user = await makeUser({ label: "race" });
    const plans: PlanType[] = ["free", "starter", "pro"];
    // Every request sends its own limit, so the row shows which request it came from.
    const requests = Array.from({ length: 20 }, (_, i) => ({ userId: user.id, planType: plans[i % 3]!, campaignLimit: 100 + i }));
    const results = await Promise.all(requests.map((request) => updateUserPlanAction(request)));
    expect(results.every((result) => result.ok)).toBe(true);

    const row = await db.profile.findUniqueOrThrow({ where: { userId: user.id }, select: { planType: true, campaignLimit: true } });
    expect(requests).toContainEqual({ userId: user.id, ...row });

    // Serialised by the row lock, the 20 limit changes form one chain from the starting limit to the
    // final one, each "before" being the previous request's "after" (no two saw the same row).
    const limitEntries = (await auditFor(user.email)).filter((entry) => entry.action === "user.limit_changed");
    expect(limitEntries).toHaveLength(20);
    const next = new Map(
      limitEntries.map((entry) => [(entry.before as { campaignLimit: number }).campaignLimit, (entry.after as { campaignLimit: number }).campaignLimit]),
    );
    expect(next.size).toBe(20);
    let limit = 1;
    for (let step = 0; step < 20; step++) limit = next.get(limit) ?? Number.NaN;
    expect(limit).toBe(row.campaignLimit);

    // The plan entries tell the same story: each one starts from the plan the previous one left.
    const planEntries = (await auditFor(user.email)).filter((entry) => entry.action === "user.plan_changed");
    for (const entry of planEntries) expect((entry.before as { planType: string }).planType).not.toBe((entry.after as { planType: string }).planType);
  }, 60_000);
});

describe("the users list", () => {
  const marker = `zq${Date.now().toString(36)}`;
  const total = USERS_PAGE_SIZE + 7;
  const base = instantFromNow(-1).getTime();

  beforeAll(async () => {
    // Half the users match by name (in another case), half by e-mail only; created one minute apart.
    for (let i = 0; i < total; i++) {
      const byName = i % 2 === 0;
      await makeUser({
        fullName: byName ? `Cliente ${marker.toUpperCase()} ${i}` : `Cliente ${i}`,
        label: byName ? "plain" : `${marker}-mail`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    await makeUser({ fullName: "Someone Else", label: "unrelated", createdAt: new Date(base + total * 60_000) });
  }, 120_000);

  it("finds users by name or e-mail, case-insensitively, newest first, a page at a time", async () => {
    const first = await listUsers({ q: marker, page: 1 });
    const second = await listUsers({ q: marker.toUpperCase(), page: 2 });
    expect(first).toMatchObject({ total, page: 1, pageCount: 2 });
    expect(second).toMatchObject({ total, page: 2, pageCount: 2 });
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    expect(second.users).toHaveLength(total - USERS_PAGE_SIZE);

    const all = [...first.users, ...second.users];
    expect(new Set(all.map((user) => user.userId)).size).toBe(total);
    const created = all.map((user) => Date.parse(user.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ fullName: `Cliente ${total - 1}`, planType: "free", campaignLimit: 1, planExpiresAt: null });
    expect(all.some((user) => user.email.includes(`${marker}-mail`))).toBe(true);
    expect(all.some((user) => user.fullName?.includes(marker.toUpperCase()))).toBe(true);
    expect(all.some((user) => user.fullName === "Someone Else")).toBe(false);
  });

  it("keeps a page past the end on the last page, and answers an unmatched search with nothing", async () => {
    expect(await listUsers({ q: marker, page: 99 })).toMatchObject({ page: 2, pageCount: 2 });
    expect(await listUsers({ q: `${marker}-nobody`, page: 1 })).toMatchObject({ users: [], total: 0, page: 1, pageCount: 1 });
  });

  it("treats LIKE wildcards in a search as plain characters", async () => {
    const tag = `wc${Date.now().toString(36)}`;
    await makeUser({ fullName: `Loja ${tag}%_promo`, label: "wildcard" });
    await makeUser({ fullName: `Loja ${tag}AB`, label: "wildcard" });
    expect((await listUsers({ q: `${tag}%`, page: 1 })).users.map((user) => user.fullName)).toEqual([`Loja ${tag}%_promo`]);
    expect((await listUsers({ q: `${tag}_`, page: 1 })).total).toBe(0);
    expect((await listUsers({ q: `${tag}\\`, page: 1 })).total).toBe(0);
  });

  it("searches and pages in SQL: the same queries, with LIMIT and OFFSET, for any page", async () => {
    const queries: string[] = [];
    const listener = ({ query }: { query: string }) => void queries.push(query);
    queryLog.on(listener);
    try {
      await listUsers({ q: marker, page: 2 });
    } finally {
      queryLog.off(listener);
    }
    expect(queries.length).toBeLessThanOrEqual(3);
    const slice = queries.find((query) => /FROM "public"\."profiles"/.test(query) && /LIMIT/.test(query));
    expect(slice).toMatch(/OFFSET/);
    expect(slice).toMatch(/ILIKE/);
  });
});
