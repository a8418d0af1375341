import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_DATABASE_URL, E2E_DATA_DIR, E2E_NOKEY_DATA_DIR, E2E_NOKEY_PORT, E2E_PORT, fakeProvidersEnv, fakesWebServer } from "./e2e/env";
import { sandboxWebServer } from "./e2e/sandbox-support";

const baseURL = `http://localhost:${E2E_PORT}`;
const nokeyURL = `http://localhost:${E2E_NOKEY_PORT}`;

const appEnv = (port: number, url: string) => ({
  PORT: String(port),
  APP_URL: url,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The product-page reader may fetch the fixture store on 127.0.0.1.
  SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: "1",
  NEXT_TELEMETRY_DISABLED: "1",
});

export default defineConfig({
  testDir: "./e2e",
  // The cluster specs run through nginx (playwright.cluster.config.ts, npm run test:cluster).
  testIgnore: ["cluster/**"],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // The browser asks for English (Accept-Language: en-US), so a first visit is in English whatever the
    // machine's language; the locale tests set their own (decision 012).
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Playwright starts these one after another, each once the previous one answers its url, so only the
  // first app can ever build (scripts/start.ts builds when .next/BUILD_ID is missing); the second
  // serves the same build.
  webServer: [
    fakesWebServer,
    {
      // The production server (npm start's script) on the tests' database, with the AI fakes and the fake
      // Meta (Graph API and login dialog on one base URL; the Graph version is the default v24.0).
      name: "app",
      command: `rm -rf ${E2E_DATA_DIR} && tsx scripts/start.ts`,
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        ...appEnv(E2E_PORT, baseURL),
        // As behind one nginx: each test is its own client (fixtures.ts sets X-Forwarded-For), so the
        // suite's many sign-ups do not add up against one address's limits.
        TRUST_PROXY_HOPS: "1",
        ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}),
        DATA_DIR: E2E_DATA_DIR,
        ...fakeProvidersEnv(),
      },
    },
    // `npm start -- --sandbox` with its own fakes and embedded database (e2e/sandbox.spec.ts).
    sandboxWebServer,
    {
      // The same build without AI keys or Meta app, on its own embedded database (PGlite under its DATA_DIR).
      // Empty values count as unset (lib/env), so nothing leaks in from the shell's environment.
      name: "app-nokey",
      command: `rm -rf ${E2E_NOKEY_DATA_DIR} && tsx scripts/start.ts`,
      url: `${nokeyURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        ...appEnv(E2E_NOKEY_PORT, nokeyURL),
        // No proxy in front: the socket's address counts (e2e/request-limits.spec.ts).
        TRUST_PROXY_HOPS: "0",
        DATABASE_URL: "",
        DATA_DIR: E2E_NOKEY_DATA_DIR,
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: "",
        REPLICATE_API_TOKEN: "",
        REPLICATE_BASE_URL: "",
        META_APP_ID: "",
        META_APP_SECRET: "",
        META_GRAPH_BASE_URL: "",
        META_OAUTH_DIALOG_URL: "",
      },
    },
  ],
});
