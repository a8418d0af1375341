import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { db } from "@/lib/db";
import { captureLogs } from "@/lib/log/capture";
import { checkReadiness, shippedMigrations } from "@/lib/ops/readiness";

const get = (path: string) => new Request(`http://localhost${path}`);

describe("GET /api/health", () => {
  it("answers 200 ok", async () => {
    const response = await health(get("/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/ready", () => {
  it("answers 200 once the database answers and every migration is applied", async () => {
    const response = await ready(get("/api/ready"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("reads the migrations this build ships from prisma/migrations", async () => {
    const shipped = await shippedMigrations();
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped).toEqual([...shipped].sort());
    expect(shipped[0]).toMatch(/^\d{14}_init$/);
  });

  it("is not ready while a shipped migration is not applied", async () => {
    // A name after every shipped one (readiness compares names, not dates).
    const unapplied = "99999999999999_not_applied_yet";
    const expected = [...(await shippedMigrations()), unapplied];
    expect(await checkReadiness(db, expected)).toEqual({ ready: false, reason: "migrations_pending", pending: [unapplied] });
  });

  it("is not ready when the database does not answer, and says so without the error's details", async () => {
    const failure = new Error("connect ECONNREFUSED postgresql://app:s3cr3t@10.0.0.5:5432/adcampaign");
    const down = { $queryRawUnsafe: () => Promise.reject(failure) };
    expect(await checkReadiness(down)).toEqual({ ready: false, reason: "database_unreachable", error: failure });

    jest.spyOn(db, "$queryRawUnsafe").mockRejectedValueOnce(failure);
    const logs = captureLogs();
    const response = await ready(get("/api/ready"));
    logs.restore();
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "not_ready", reason: "database_unreachable" });
    expect(body).not.toContain("s3cr3t");
    expect(logs.lines.join("")).not.toContain("s3cr3t");
    expect(logs.entries).toEqual([expect.objectContaining({ level: "warn", msg: "[ready] database unreachable" })]);
  });
});
