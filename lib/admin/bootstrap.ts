import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/db/generated/client";
import { hashPassword } from "@/lib/auth/password";

export type AdminSeed = { email?: string; password?: string };
export type BootstrapResult = { created: false } | { created: true; email: string; generatedPassword?: string };

// On first start, if there is no admin, one is made from ADMIN_EMAIL/ADMIN_PASSWORD, or with
// generated credentials that the caller prints once. The account is confirmed and has a profile.
export async function ensureAdmin(db: PrismaClient, seed: AdminSeed): Promise<BootstrapResult> {
  if (await db.userRole.findFirst({ where: { role: "admin" }, select: { id: true } })) return { created: false };
  const email = (seed.email ?? "admin@localhost.test").toLowerCase();
  const generatedPassword = seed.password ? undefined : randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(seed.password ?? generatedPassword!);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const user = await tx.user.upsert({
      where: { email },
      create: {
        email,
        passwordHash,
        emailVerifiedAt: now,
        passwordChangedAt: now,
        profile: { create: { fullName: "Admin", planType: "pro", campaignLimit: 999999, paymentSource: "admin_created" } },
      },
      update: { passwordHash, emailVerifiedAt: now, passwordChangedAt: now },
    });
    await tx.userRole.create({ data: { userId: user.id, role: "admin" } });
  });
  return { created: true, email, generatedPassword };
}
