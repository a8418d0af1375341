import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { expect, test } from "@playwright/test";
import { E2E_DATABASE_URL, E2E_PORT } from "./env";

// The production server listening on one given address (server/serve.js -H, as in the cluster and the
// sandbox). Next took a proxy rewrite (proxy.ts: / shows a signed-in seller's dashboard) for an external
// one whenever that address was not "localhost", and fetched the page again over HTTP from the same
// process: a second request per visit, and a 500 when that connection failed under load.
const PORT = E2E_PORT + 90;
const AUTH_SECRET = "served-in-process-test-secret-0123456789";
let server: ChildProcess;
let dataDir: string;
const requests: string[] = [];

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "served-in-process-"));
  server = spawn(process.execPath, ["--require", path.join(__dirname, "count-requests.cjs"), "server/serve.js", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      AUTH_SECRET,
      ENCRYPTION_KEY: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
      DATA_DIR: dataDir,
      DATABASE_URL: E2E_DATABASE_URL ?? "",
      APP_URL: `http://127.0.0.1:${PORT}`,
      JOBS_WORKER: "off",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    server.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) {
        const seen = line.match(/^\[request\] (.*)$/);
        if (seen) requests.push(seen[1]!);
        if (line.startsWith("[serve] ready")) resolve();
      }
    });
  });
  await ready;
});

test.afterAll(() => {
  server?.kill("SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a signed-in seller's / is rendered by the process that received it, not fetched again from it", async ({ request }) => {
  // A session as the proxy reads it; no account behind it, so the dashboard itself sends the visitor on.
  const token = await encode({ token: { sub: "no-such-seller" }, secret: AUTH_SECRET, salt: "authjs.session-token" });
  const headers = { Cookie: `authjs.session-token=${token}` };
  const base = `http://127.0.0.1:${PORT}`;

  const visit = await request.get(`${base}/`, { headers, maxRedirects: 0 });
  expect(visit.status()).toBeLessThan(500);
  const navigation = await request.get(`${base}/?_rsc=e2e`, { headers: { ...headers, RSC: "1" }, maxRedirects: 0 });
  expect(navigation.status()).toBeLessThan(500);

  // Each visit's request, and nothing else: no /dashboard request reached the server.
  await expect.poll(() => requests.filter((line) => !line.includes("/api/health"))).toEqual(["GET /", "GET /?_rsc=e2e"]);
});
