// npm run db:export end to end: an embedded database with rows, moved into a PostgreSQL server. Runs
// only with a server: bash scripts/with-postgres.sh bash -c 'NODE_OPTIONS=--experimental-vm-modules
// npx jest tests/integration/db-export.test.ts --selectProjects integration --runInBand --forceExit'
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { exportEmbeddedDatabase, TargetNotEmptyError } from "@/lib/db/export";
import { portableDump, psqlAvailable } from "@/lib/db/export/restore";
import { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/schema-engine";
import { shippedMigrations } from "@/lib/ops/readiness";
import { daysFromNow } from "@/tests/support/days";
import { makeUser } from "./factories";

const serverUrl = process.env.TEST_DATABASE_URL;
const describeWithServer = serverUrl ? describe : describe.skip;
jest.setTimeout(120_000);
// A campaign's start day, a week ahead (a date column: midnight UTC).
const startDate = new Date(`${daysFromNow(7)}T00:00:00Z`);

describeWithServer("db:export into PostgreSQL", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adcampaign-export-src-"));
  const database = `adcampaign_export_${Date.now()}`;
  const targetUrl = Object.assign(new URL(serverUrl ?? "postgresql://unused"), { pathname: `/${database}` }).toString();
  const server = new pg.Client({ connectionString: serverUrl });
  let target: PrismaClient;

  beforeAll(async () => {
    await server.connect();
    await server.query(`CREATE DATABASE ${database}`);
    target = new PrismaClient({ adapter: new PrismaPg({ connectionString: targetUrl }) });
    const source = await PGlite.create(path.join(dataDir, "pglite"));
    await applyMigrations(new PrismaPGlite(source));
    const embedded = new PrismaClient({ adapter: new PrismaPGlite(source) });
    const joana = await makeUser({
      client: embedded,
      email: "joana@loja.example",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
      fullName: "Joana Araújo",
      planType: "pro",
      campaignLimit: 10,
      profile: { metaPermissions: ["ads_management"] },
      admin: true,
    });
    await embedded.campaign.createMany({
      data: [
        {
          userId: joana.id,
          productName: "Sabonete de açaí",
          description: "Linha 1\nLinha 2 'aspas'",
          dailyBudget: 2500,
          targetingCountries: ["BR"],
          targetingInterests: [{ id: "6003", name: "Cosméticos" }],
          startDate,
        },
        { userId: joana.id, productName: "Óleo de coco", status: "active", metaCampaignId: "120210000000001" },
      ],
    });
    const linked = await embedded.campaign.findFirstOrThrow({ where: { metaCampaignId: "120210000000001" } });
    await embedded.campaignInsight.create({
      data: { campaignId: linked.id, impressions: 4700, spend: 7100, purchaseValue: 17_750, currency: "BRL", roas: 2.5 },
    });
    await embedded.$disconnect();
    await source.close();
  });

  afterAll(async () => {
    await target?.$disconnect();
    await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await server.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates the schema, copies every row and reports matching counts", async () => {
    const report = await exportEmbeddedDatabase({ dataDir, targetUrl, restoreWith: "pg" });
    expect(report.restoredWith).toBe("pg");
    expect(report.migrationsApplied).toEqual({ source: [], target: await shippedMigrations() });
    const counts = Object.fromEntries(report.tables.map(({ table, source, target }) => [table, [source, target]]));
    expect(counts).toMatchObject({ users: [1, 1], profiles: [1, 1], user_roles: [1, 1], campaigns: [2, 2], campaign_insights: [1, 1], seller_tallies: [1, 1] });
    expect(report.tables.every((row) => row.source === row.target)).toBe(true);

    const user = await target.user.findUniqueOrThrow({ where: { email: "joana@loja.example" }, include: { profile: true, roles: true, campaigns: true } });
    expect(user.profile).toMatchObject({ fullName: "Joana Araújo", planType: "pro", campaignLimit: 10, metaPermissions: ["ads_management"] });
    expect(user.roles.map((role) => role.role)).toEqual(["admin"]);
    const campaign = (name: string) => user.campaigns.find((row) => row.productName === name);
    expect(user.campaigns).toHaveLength(2);
    expect(campaign("Sabonete de açaí")).toMatchObject({
      description: "Linha 1\nLinha 2 'aspas'",
      dailyBudget: 2500,
      targetingCountries: ["BR"],
      targetingInterests: [{ id: "6003", name: "Cosméticos" }],
      startDate,
    });
    expect(campaign("Óleo de coco")).toMatchObject({ status: "active", metaCampaignId: "120210000000001" });
    // The seller's tally is rebuilt by the target's triggers, not copied.
    expect(await target.sellerTally.findUnique({ where: { userId: user.id } })).toEqual({
      userId: user.id,
      campaigns: 2,
      linked: 1,
      byStatus: { draft: 1, active: 1 },
      insights: { BRL: { rows: 1, impressions: 4700, spend: 7100, purchaseValue: 17_750, conversations: 0, conversationSpend: 0 } },
    });
    // The migration record is the target's own, one row per migration (not copied twice).
    const recorded = await target.$queryRawUnsafe<Array<{ migration_name: string }>>("SELECT migration_name FROM _prisma_migrations ORDER BY 1");
    expect(recorded.map((row) => row.migration_name)).toEqual(await shippedMigrations());
  });

  it("refuses a target that already holds our data, and changes nothing", async () => {
    const refusal = exportEmbeddedDatabase({ dataDir, targetUrl, restoreWith: "pg" });
    await expect(refusal).rejects.toBeInstanceOf(TargetNotEmptyError);
    await expect(refusal).rejects.toMatchObject({
      tables: expect.arrayContaining([
        { table: "users", rows: 1 },
        { table: "campaigns", rows: 2 },
      ]),
    });
    expect(await target.campaign.count()).toBe(2);
  });

  (psqlAvailable() ? it : it.skip)("with --force replaces the target's rows, through psql", async () => {
    await makeUser({ client: target, email: "only-in-target@example.com" });
    const report = await exportEmbeddedDatabase({ dataDir, targetUrl, force: true, restoreWith: "psql" });
    expect(report.restoredWith).toBe("psql");
    expect(report.tables.find((row) => row.table === "users")).toEqual({ table: "users", source: 1, target: 1 });
    expect(await target.user.findMany({ select: { email: true } })).toEqual([{ email: "joana@loja.example" }]);
    expect(await target.campaign.count()).toBe(2);
  });
});

// These run without a server too (a file whose tests are all skipped would also leave its database
// opening as Jest tears the file down).
describe("db:export before it touches a server", () => {
  it("refuses a data directory without an embedded database", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "adcampaign-export-empty-"));
    await expect(exportEmbeddedDatabase({ dataDir: empty, targetUrl: "postgresql://127.0.0.1:1/none" })).rejects.toThrow(
      `no embedded database in ${path.join(empty, "pglite")}`,
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it("drops what an older server or psql cannot run from PGlite's dump, and keeps the data", () => {
    const data = ["INSERT INTO public.campaigns (description) VALUES ('line one", "SET transaction_timeout = 0;", "\\unrestrict other');"];
    const dump = ["\\restrict AbC123", "SET statement_timeout = 0;", "SET transaction_timeout = 0;", ...data, "\\unrestrict AbC123"];
    expect(portableDump(dump.join("\n"))).toBe(["SET statement_timeout = 0;", ...data].join("\n"));
  });
});
