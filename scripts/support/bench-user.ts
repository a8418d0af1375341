// The benchmarks' seller: 1,000 campaigns (half linked to Meta, with insights) on a fresh database,
// and a session cookie from the real sign-in endpoint.
import { hashPassword } from "../../lib/auth/password";
import { createAdapterFactory, type DatabaseTarget } from "../../lib/db/adapter";
import { PrismaClient } from "../../lib/db/generated/client";
import { applyMigrations } from "../../lib/db/schema-engine";

export const BENCH_USER = { email: "bench@example.com", password: "bench-password" };

export async function seedBenchUser(target: DatabaseTarget, campaigns = 1000): Promise<void> {
  const { factory, close } = createAdapterFactory(target);
  await applyMigrations(factory);
  const db = new PrismaClient({ adapter: factory });
  const user = await db.user.create({
    data: {
      email: BENCH_USER.email,
      passwordHash: await hashPassword(BENCH_USER.password),
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName: "Bench Seller", planType: "pro", campaignLimit: 999999 } },
    },
  });
  const statuses = ["draft", "active", "paused", "published"] as const;
  await db.campaign.createMany({
    data: Array.from({ length: campaigns }, (_, i) => ({
      userId: user.id,
      productName: `Produto ${i}`,
      headline: `Oferta imperdível ${i}`,
      status: statuses[i % statuses.length],
      metaCampaignId: i % 2 ? `1200${i}` : null,
      dailyBudget: 2000 + i,
    })),
  });
  const linked = await db.campaign.findMany({ where: { userId: user.id, metaCampaignId: { not: null } }, select: { id: true } });
  await db.campaignInsight.createMany({
    data: linked.map((campaign, i) => ({
      campaignId: campaign.id,
      impressions: 1000 * i,
      clicks: 12 * i,
      linkClicks: 10 * i,
      spend: 500 * i,
      purchaseValue: 1250 * i,
      ctr: 1,
      cpc: 50,
      roas: i ? 2.5 : null,
    })),
  });
  await db.$disconnect();
  await close();
}

/** Signs the bench seller in through Auth.js's credentials endpoint; returns the session cookie. */
export async function signInBenchUser(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies },
    body: new URLSearchParams({ csrfToken, email: BENCH_USER.email, password: BENCH_USER.password }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
  if (!session) throw new Error("sign-in failed");
  return session.split(";")[0]!;
}
