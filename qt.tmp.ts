import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedBenchUser } from "./scripts/support/bench-user";
import { createAdapterFactory } from "./lib/db/adapter";
import { PrismaClient } from "./lib/db/generated/client";
const summarySelect = { id: true, projectName: true, productName: true, headline: true, imageUrl: true, status: true, currency: true, createdAt: true, metaCampaignId: true,
  insight: { select: { impressions: true, clicks: true, ctr: true, cpc: true, spend: true, currency: true, roas: true, fetchedAt: true } } } as const;
async function main() {
  for (const n of [10, 10000]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "qt-"));
    await seedBenchUser({ dataDir }, n);
    const { factory, close, pglite } = createAdapterFactory({ dataDir });
    const db = new PrismaClient({ adapter: factory, log: process.env.LOGQ ? ["query"] : [] });
    await pglite!.exec("VACUUM (ANALYZE)");
    const user = await db.user.findFirstOrThrow();
    const userId = user.id;
    const t = async (name: string, f: () => Promise<unknown>) => {
      for (let i = 0; i < 5; i++) await f();
      const s: number[] = [];
      for (let i = 0; i < 40; i++) { const a = performance.now(); await f(); s.push(performance.now() - a); }
      s.sort((a, b) => a - b);
      console.log(n, name, s[20].toFixed(2));
    };
    await t("tally", () => db.sellerTally.findUnique({ where: { userId } }));
    await t("page1 summary", () => db.campaign.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 24, select: summarySelect }));
    await t("user", () => db.user.findUnique({ where: { id: userId }, include: { profile: true } }));
    if (process.env.LOGQ) { await db.campaign.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 24, select: summarySelect }); }
    await db.$disconnect(); await close();
  }
}
main().then(() => process.exit(0));
