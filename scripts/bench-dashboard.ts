// npm run bench:dashboard: seeds 1,000 campaigns (with insights) for one user on a fresh embedded
// database, starts the production build, signs in and prints the server render time of /dashboard
// and /campaigns (median and p95 over RUNS requests, default 40). Figures only, no assertions.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAdapterFactory } from "../lib/db/adapter";
import { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/schema-engine";
import { hashPassword } from "../lib/auth/password";
import { percentile, runScript, startProductionApp } from "./support/app-server";

const PORT = 3300;
let base = "";
const RUNS = Number(process.env.RUNS ?? 40);
const CAMPAIGNS = 1000;
const email = "bench@example.com";
const password = "bench-password";

async function seed(dataDir: string) {
  const { factory, close } = createAdapterFactory({ dataDir });
  await applyMigrations(factory);
  const db = new PrismaClient({ adapter: factory });
  const user = await db.user.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName: "Bench Seller", planType: "pro", campaignLimit: 999999 } },
    },
  });
  const statuses = ["draft", "active", "paused", "published"] as const;
  await db.campaign.createMany({
    data: Array.from({ length: CAMPAIGNS }, (_, i) => ({
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
    data: linked.map((campaign, i) => ({ campaignId: campaign.id, impressions: 1000 * i, clicks: 10 * i, spend: 500 * i, ctr: 1, cpc: 50, roas: 2.5 })),
  });
  await db.$disconnect();
  await close();
}

async function signIn(): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies },
    body: new URLSearchParams({ csrfToken, email, password }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
  if (!session) throw new Error("sign-in failed");
  return session.split(";")[0]!;
}

async function time(url: string, cookie: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-dashboard-"));
  await seed(dataDir);
  const app = await startProductionApp(PORT, dataDir);
  base = app.base;
  try {
    const cookie = await signIn();
    for (const page of ["/dashboard", "/campaigns"]) {
      for (let i = 0; i < 3; i++) await time(`${base}${page}`, cookie); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(`${base}${page}`, cookie));
      samples.sort((a, b) => a - b);
      console.log(`${page} with ${CAMPAIGNS} campaigns: median ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms (${RUNS} requests)`);
    }
  } finally {
    app.stop();
  }
}

runScript(main);
