import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_FAKES } from "@/e2e/env";
import { FAKE_OPENAI_KEY } from "@/e2e/fakes/openai";
import { fakePortsFrom, fakePortsFromEnv } from "@/e2e/fakes/ports";
import { FAKE_REPLICATE_TOKEN } from "@/e2e/fakes/replicate";
import type { Env } from "@/lib/env";
import {
  FAKE_AI_CREDENTIALS,
  SANDBOX_DATA_DIR,
  fakesEnvironment,
  listenHosts,
  sandboxEnvironment,
  sandboxPlan,
  sandboxRequested,
} from "@/scripts/support/sandbox-env";

const plan = sandboxPlan({ PORT: "3300", FAKES_BASE_PORT: "3310" });

/** lib/env as a process started with exactly these variables would read it. */
function loadEnv(variables: Record<string, string>): Env {
  const saved = process.env;
  process.env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sandbox-env-")), ...variables } as Record<string, string> as typeof process.env;
  try {
    let loaded: Env | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<{ env: Env }>("@/lib/env").env;
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

const FAKE_URL = /127\.0\.0\.1|localhost:3[12]\d\d|sk-test|r8_test|test-app-/;

describe("sandboxEnvironment: the app's environment in sandbox mode", () => {
  it("points every provider at the fakes on the given ports", () => {
    expect(sandboxEnvironment(plan)).toMatchObject({
      SANDBOX: "1",
      PORT: "3300",
      APP_URL: "http://localhost:3300",
      DATA_DIR: SANDBOX_DATA_DIR,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "http://127.0.0.1:3311/v1",
      REPLICATE_API_TOKEN: "r8_test",
      REPLICATE_BASE_URL: "http://127.0.0.1:3312/v1",
      SANDBOX_STORE_URL: "http://127.0.0.1:3313",
      META_APP_ID: "test-app-id",
      META_APP_SECRET: "test-app-secret",
      META_GRAPH_BASE_URL: "http://127.0.0.1:3314",
      META_OAUTH_DIALOG_URL: "http://127.0.0.1:3314",
      JOBS_WORKER: "embedded",
    });
    expect(fakesEnvironment(plan)).toEqual({ FAKES_BASE_PORT: "3310" });
    expect(FAKE_AI_CREDENTIALS).toEqual({ openaiKey: FAKE_OPENAI_KEY, replicateToken: FAKE_REPLICATE_TOKEN });
  });

  it("keeps a real database, bucket, mail server and secrets from the shell out of the sandbox", () => {
    const shell = {
      DATABASE_URL: "postgres://real@db.example.com/ads",
      S3_BUCKET: "real-media",
      SMTP_URL: "smtp://mail.example.com",
      ENCRYPTION_KEY: "real-key",
      SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: "1",
      OPENAI_API_KEY: "sk-real",
    };
    const env = loadEnv({ ...shell, ...sandboxEnvironment(plan) });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ENCRYPTION_KEY).not.toBe("real-key");
    expect(env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS).toBe(false);
    expect(env.OPENAI_API_KEY).toBe("sk-test");
    expect(env.SANDBOX).toBe(true);
    expect(env.DATA_DIR).toBe(SANDBOX_DATA_DIR);
  });

  it("keeps its data apart: DATA_DIR from the shell is ignored, SANDBOX_DATA_DIR chooses another folder", () => {
    expect(sandboxEnvironment(sandboxPlan({ DATA_DIR: "/srv/adcampaign" })).DATA_DIR).toBe(".data/sandbox");
    expect(sandboxEnvironment(sandboxPlan({ SANDBOX_DATA_DIR: ".data/e2e-sandbox" })).DATA_DIR).toBe(".data/e2e-sandbox");
  });

  it("defaults to ports away from the app's 3000 and the e2e block, and refuses a clash", () => {
    const defaults = sandboxPlan({});
    const used = [defaults.appPort, ...Object.values(defaults.fakes)];
    // npm start, the e2e lanes' apps and fakes, the cluster tests (nginx 3200 and its apps), the benchmarks.
    const taken = (port: number) =>
      port === 3000 || (port >= 3100 && port <= 3114) || (port >= 3150 && port <= 3154) || (port >= 3200 && port <= 3260) || port === 3300;
    expect(used.filter(taken)).toEqual([]);
    expect(() => sandboxPlan({ PORT: "3312", FAKES_BASE_PORT: "3310" })).toThrow(/one of the fakes' ports/);
    expect(() => sandboxPlan({ FAKES_BASE_PORT: "80" })).toThrow(/FAKES_BASE_PORT/);
    expect(() => sandboxPlan({ PORT: "abc" })).toThrow(/PORT/);
  });

  it("is asked for by --sandbox or SANDBOX=1 only", () => {
    expect(sandboxRequested(["--sandbox"], {})).toBe(true);
    expect(sandboxRequested([], { SANDBOX: "1" })).toBe(true);
    expect(sandboxRequested([], { SANDBOX: "true" })).toBe(true);
    expect(sandboxRequested([], {})).toBe(false);
    expect(sandboxRequested([], { SANDBOX: "0" })).toBe(false);
  });

  it("keeps the e2e fakes on their fixed ports when FAKES_BASE_PORT is unset", () => {
    expect(fakePortsFrom(E2E_FAKES.controlPort)).toEqual(E2E_FAKES);
    expect(fakePortsFromEnv(undefined)).toEqual(E2E_FAKES);
    expect(fakePortsFromEnv("3310").storePort).toBe(3313);
    expect(() => fakePortsFromEnv("65534")).toThrow(/FAKES_BASE_PORT/);
  });
});

describe("the production default environment", () => {
  it("reaches the real providers and none of the fakes", () => {
    const env = loadEnv({ NODE_ENV: "production" });
    expect(env.SANDBOX).toBe(false);
    expect(env.SANDBOX_STORE_URL).toBeUndefined();
    expect(env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS).toBe(false);
    expect(env.OPENAI_BASE_URL).toBeUndefined();
    expect(env.REPLICATE_BASE_URL).toBeUndefined();
    expect(env.META_GRAPH_BASE_URL).toBe("https://graph.facebook.com");
    expect(env.META_OAUTH_DIALOG_URL).toBe("https://www.facebook.com");
    const values = Object.values(env).filter((value): value is string => typeof value === "string");
    expect(values.filter((value) => FAKE_URL.test(value))).toEqual([]);
    const fakeUrls = Object.values(sandboxEnvironment(sandboxPlan({}))).filter((value) => value.startsWith("http://127.0.0.1"));
    expect(fakeUrls.length).toBeGreaterThan(0);
    for (const url of fakeUrls) expect(values).not.toContain(url);
  });
});

describe("listenHosts: where the app listens", () => {
  it("keeps a sandbox on loopback, both families, so its published admin password opens it to this machine only", () => {
    expect(listenHosts(["--sandbox"], true)).toEqual(["127.0.0.1", "::1"]);
  });

  it("listens where a host is given explicitly, sandbox or not", () => {
    expect(listenHosts(["--sandbox", "--hostname", "0.0.0.0"], true)).toEqual(["0.0.0.0"]);
    expect(listenHosts(["-H", "192.0.2.7", "-H", "::1"], true)).toEqual(["192.0.2.7", "::1"]);
    expect(listenHosts(["--hostname", "10.0.0.5"], false)).toEqual(["10.0.0.5"]);
  });

  it("leaves a plain npm start to the server's default (HOSTNAME, else every interface)", () => {
    expect(listenHosts([], false)).toEqual([]);
  });
});
