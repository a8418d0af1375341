import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db, Prisma } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { PLAN_CAMPAIGN_LIMITS } from "@/lib/plans/constants";
import { recordAdminChange, type AuditActor } from "./audit";
import { USERS_PAGE_SIZE, type CreateUserValues, type UsersQuery } from "./users-schemas";

export type AdminUserRow = {
  userId: string;
  fullName: string | null;
  email: string;
  planType: PlanType;
  campaignLimit: number;
  planExpiresAt: string | null;
  createdAt: string;
  disabled: boolean;
  /** Deleting an admin asks for the acting admin's password (lib/account/actions.ts). */
  isAdmin: boolean;
};

export type AdminUsersPage = { users: AdminUserRow[]; total: number; page: number; pageCount: number; q: string };

// Prisma's `contains` becomes ILIKE '%…%' without escaping: a typed % or _ must match itself.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Search and paging run in SQL: the page reads one slice and one count, however many users there are.
export async function listUsers({ q, page }: UsersQuery): Promise<AdminUsersPage> {
  const pattern = escapeLike(q);
  const where: Prisma.ProfileWhereInput = q
    ? { OR: [{ fullName: { contains: pattern, mode: "insensitive" } }, { user: { email: { contains: pattern, mode: "insensitive" } } }] }
    : {};
  const total = await db.profile.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db.profile.findMany({
    where,
    // spec 000 §7: all profiles, newest first; the id breaks ties so pages never overlap.
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * USERS_PAGE_SIZE,
    take: USERS_PAGE_SIZE,
    select: {
      userId: true,
      fullName: true,
      planType: true,
      campaignLimit: true,
      planExpiresAt: true,
      createdAt: true,
      // A count, not the rows: it is read in the same query.
      user: { select: { email: true, disabledAt: true, _count: { select: { roles: { where: { role: "admin" } } } } } },
    },
  });
  return {
    users: rows.map((row) => ({
      userId: row.userId,
      fullName: row.fullName,
      email: row.user.email,
      planType: row.planType,
      campaignLimit: row.campaignLimit,
      planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      disabled: Boolean(row.user.disabledAt),
      isAdmin: row.user._count.roles > 0,
    })),
    total,
    page: current,
    pageCount,
    q,
  };
}

export type CreateUserOutcome = { ok: true; userId: string } | { ok: false; reason: "email_taken" };

// spec 000 §7 create user (admin): a confirmed account (no e-mail round trip) with its profile on the
// chosen plan and that plan's default limit, marked payment_source 'admin_created', in one transaction.
export async function createUser(actor: AuditActor, input: CreateUserValues): Promise<CreateUserOutcome> {
  const passwordHash = await hashPassword(input.password);
  const campaignLimit = PLAN_CAMPAIGN_LIMITS[input.planType];
  const now = new Date();
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email,
          passwordHash,
          emailVerifiedAt: now,
          passwordChangedAt: now,
          profile: { create: { fullName: input.fullName, planType: input.planType, campaignLimit, paymentSource: "admin_created" } },
        },
        select: { id: true },
      });
      await recordAdminChange(tx, {
        actor,
        action: "user.created",
        target: input.email,
        after: { fullName: input.fullName, planType: input.planType, campaignLimit },
      });
      return { ok: true as const, userId: user.id };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, reason: "email_taken" };
    throw error;
  }
}

// Changes for one user wait for each other's lock: a burst of them gets time to get through.
const LOCKING_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export type PlanChange = { userId: string; planType: PlanType; campaignLimit: number };
export type UpdatePlanOutcome = { ok: true } | { ok: false; reason: "not_found" };

/**
 * Sets a user's plan and campaign limit together. The profile row is locked first, so concurrent
 * changes for one user queue: each sees the row the previous one left, the row always holds a plan
 * and a limit sent by the same request, and each audit entry's "before" is what it really replaced.
 */
export async function updateUserPlan(actor: AuditActor, change: PlanChange): Promise<UpdatePlanOutcome> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ plan_type: PlanType; campaign_limit: number; email: string }[]>`
      SELECT p.plan_type, p.campaign_limit, u.email
      FROM profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = ${change.userId}::uuid
      FOR UPDATE OF p`;
    const before = locked[0];
    if (!before) return { ok: false as const, reason: "not_found" as const };
    await tx.profile.update({
      where: { userId: change.userId },
      data: { planType: change.planType, campaignLimit: change.campaignLimit },
    });
    if (before.plan_type !== change.planType) {
      await recordAdminChange(tx, {
        actor,
        action: "user.plan_changed",
        target: before.email,
        before: { planType: before.plan_type },
        after: { planType: change.planType },
      });
    }
    if (before.campaign_limit !== change.campaignLimit) {
      await recordAdminChange(tx, {
        actor,
        action: "user.limit_changed",
        target: before.email,
        before: { campaignLimit: before.campaign_limit },
        after: { campaignLimit: change.campaignLimit },
      });
    }
    return { ok: true as const };
  }, LOCKING_TRANSACTION);
}
