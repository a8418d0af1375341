import { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { db, dbAdapterFactory, embeddedDatabase } from "@/lib/db";
import { applyMigrations } from "@/lib/db/schema-engine";
import { createBoss, JOBS_SCHEMA, jobQueue } from "@/lib/jobs/boss";
import { pgliteExecutor, transactionBody } from "@/lib/jobs/pglite-executor";
import { checkReadiness } from "@/lib/ops/readiness";
import { clearJobs, waitFor } from "./jobs-helpers";

// pg-boss on this suite's database: the embedded PGlite shared with Prisma (through pgliteExecutor), or
// a PostgreSQL server (DATABASE_URL, scripts/test-integration-pg.sh) with its own pool.

jest.setTimeout(60_000);

describe("the job queue", () => {
  it("lives in its own schema, which our migrations and the readiness check leave alone", async () => {
    const boss = await jobQueue();
    expect(await boss.isInstalled()).toBe(true);
    const [schema] = await db.$queryRawUnsafe<{ present: boolean }[]>(`SELECT to_regclass('${JOBS_SCHEMA}.job') IS NOT NULL AS present`);
    expect(schema?.present).toBe(true);
    expect(await applyMigrations(dbAdapterFactory)).toEqual([]);
    expect(await checkReadiness(db)).toEqual({ ready: true });
    const tables = await db.$queryRawUnsafe<{ table_name: string }[]>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables.map((table) => table.table_name)).not.toContain("job");
  });

  it("does not stop our migrations on a database where pg-boss came first (a worker started before the app)", async () => {
    const scratch = new PGlite();
    const boss = new PgBoss({ db: pgliteExecutor(scratch), schema: JOBS_SCHEMA, supervise: false, schedule: false });
    try {
      await boss.start();
      const applied = await applyMigrations(new PrismaPGlite(scratch));
      expect(applied.length).toBeGreaterThan(0);
      expect(await applyMigrations(new PrismaPGlite(scratch))).toEqual([]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      await scratch.close();
    }
  });

  it("runs a job to completion, retries a failed one after its delay, and keeps one queued job per singleton key", async () => {
    await clearJobs();
    const queue = "test.jobs-queue";
    const boss = createBoss("queue");
    await boss.start();
    try {
      await boss.createQueue(queue, { name: queue, policy: "stately", retryLimit: 1, retryDelay: 1 });
      const first = await boss.send(queue, { value: 1 }, { singletonKey: "campaign-1" });
      expect(await boss.send(queue, { value: 2 }, { singletonKey: "campaign-1" })).toBeNull();
      const attempts: number[] = [];
      await boss.work<{ value: number }>(queue, { pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
        attempts.push(job!.retryCount);
        if (job!.retryCount === 0) throw new Error("the first attempt fails");
        return { doubled: job!.data.value * 2 };
      });
      const done = await waitFor(async () => {
        const job = await boss.getJobById(queue, first!, { includeArchive: true });
        return job?.state === "completed" && job;
      });
      expect(attempts).toEqual([0, 1]);
      expect(done.output).toEqual({ doubled: 2 });
      expect(done.startedOn.getTime() - done.createdOn.getTime()).toBeGreaterThanOrEqual(1000);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it("retries a job whose worker died holding it, once another worker's maintenance finds it expired", async () => {
    const queue = "test.jobs-expiry";
    const dead = createBoss("queue");
    const alive = createBoss("queue");
    await dead.start();
    await alive.start();
    try {
      await dead.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 0, expireInSeconds: 1 });
      const id = await dead.send(queue, {});
      // The dead worker took the job (it is active) and never finished it.
      expect((await dead.fetch(queue)).map((job) => job.id)).toEqual([id]);
      // Once its second has passed (the database's clock), another worker's maintenance finds it expired.
      await waitFor(async () => {
        await alive.maintain();
        return (await alive.getJobById(queue, id!))?.state === "retry";
      });
      const [again] = await alive.fetch(queue, { includeMetadata: true });
      expect(again).toMatchObject({ id, retryCount: 1 });
    } finally {
      await Promise.all([dead.stop({ graceful: false, wait: true }), alive.stop({ graceful: false, wait: true })]);
    }
  });

  it("does not interleave with a Prisma transaction, and leaves the app's queries working", async () => {
    const boss = await jobQueue();
    const key = `jobs-queue:${Date.now()}`;
    let opened = () => {};
    const open = new Promise<void>((resolve) => (opened = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.$transaction(async (tx) => {
      await tx.rateLimitCounter.create({ data: { key, count: 1, resetAt: new Date(Date.now() + 60_000) } });
      opened();
      await released;
      return tx.rateLimitCounter.count({ where: { key } });
    });
    await open;
    // Sent while the transaction is open: a locked maintenance command and a plain query.
    const others = Promise.all([boss.maintain(), boss.getQueues()]);
    release();
    const [count] = await Promise.all([transaction, others]);
    expect(count).toBe(1);
    expect(await db.rateLimitCounter.count({ where: { key } })).toBe(1);
  });
});

describe("pgliteExecutor", () => {
  let pglite: PGlite;
  const scratch = !embeddedDatabase;
  beforeAll(() => {
    // On a PostgreSQL run the executor is still checked, on a PGlite of its own.
    pglite = embeddedDatabase ?? new PGlite();
  });
  afterAll(async () => {
    if (scratch) await pglite.close();
  });

  it("recognises pg-boss's locked commands", () => {
    expect(transactionBody("\n    BEGIN;\n    SET LOCAL lock_timeout = '30s';\n    SELECT 1;\n    COMMIT;\n  ")).toBe(
      "\n    SET LOCAL lock_timeout = '30s';\n    SELECT 1",
    );
    expect(transactionBody("SELECT 1")).toBeNull();
  });

  it("runs one statement with values, several without, and answers the last one's rows", async () => {
    const executor = pgliteExecutor(pglite);
    const withValues = await executor.executeSql("SELECT $1::uuid[] AS ids, $2::jsonb AS data, $3::int + 1 AS next", [
      ["a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"],
      { campaign: "x" },
      1,
    ]);
    expect(withValues.rows).toEqual([{ ids: ["a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"], data: { campaign: "x" }, next: 2 }]);
    expect((await executor.executeSql("SELECT 1 AS one; SELECT 2 AS two")).rows).toEqual([{ two: 2 }]);
  });

  it("rolls a failed BEGIN…COMMIT string back, so the one connection stays usable", async () => {
    const executor = pgliteExecutor(pglite);
    await executor.executeSql("CREATE TABLE IF NOT EXISTS executor_probe (id int)");
    await expect(executor.executeSql("BEGIN;\nINSERT INTO executor_probe VALUES (1);\nSELECT 1/0;\nCOMMIT;")).rejects.toThrow("division by zero");
    expect((await executor.executeSql("SELECT count(*)::int AS rows FROM executor_probe")).rows).toEqual([{ rows: 0 }]);
    await executor.executeSql("BEGIN;\nINSERT INTO executor_probe VALUES (2);\nCOMMIT;");
    expect((await executor.executeSql("SELECT count(*)::int AS rows FROM executor_probe")).rows).toEqual([{ rows: 1 }]);
    await executor.executeSql("DROP TABLE executor_probe");
  });

  // On the suite's own PGlite, the tests above run pg-boss through the executor already.
  (scratch ? it : it.skip)("carries pg-boss from install to a completed job", async () => {
    const boss = new PgBoss({ db: pgliteExecutor(pglite), supervise: false, schedule: false });
    boss.on("error", () => {});
    await boss.start();
    try {
      await boss.createQueue("probe");
      const id = await boss.send("probe", { ok: true });
      const [job] = await boss.fetch("probe");
      expect(job?.id).toBe(id);
      await boss.complete("probe", id!, { done: true });
      expect(await boss.getJobById("probe", id!)).toMatchObject({ state: "completed", output: { done: true } });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
