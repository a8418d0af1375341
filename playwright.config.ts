import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_LANES, e2eLane, fakeProvidersEnv, fakesWebServer } from "./e2e/env";
import { sandboxWebServer } from "./e2e/sandbox-support";

const appEnv = (port: number, url: string) => ({
  PORT: String(port),
  APP_URL: url,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The product-page reader may fetch the fixture store on 127.0.0.1.
  SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: "1",
  // Notification mails are grouped over a minute; the walks wait for theirs a second after the event.
  NOTIFICATION_MAIL_DELAY_SECONDS: "1",
  NEXT_TELEMETRY_DISABLED: "1",
});

// A lane's servers (e2e/env.ts): its fakes, the production server (npm start's script) on the lane's
// PostgreSQL database against them, and the same build without AI keys or Meta app on its own embedded
// database.
function laneServers(lane: number) {
  const { port, nokeyPort, dataDir, nokeyDataDir, fakes, databaseUrl } = e2eLane(lane);
  const url = `http://localhost:${port}`;
  const nokeyUrl = `http://localhost:${nokeyPort}`;
  const suffix = lane === 0 ? "" : `-${lane}`;
  return [
    fakesWebServer(lane),
    {
      name: `app${suffix}`,
      command: `rm -rf ${dataDir} && tsx scripts/start.ts`,
      url: `${url}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      env: {
        ...appEnv(port, url),
        // As behind one nginx: each test is its own client (fixtures.ts sets X-Forwarded-For), so the
        // suite's many sign-ups do not add up against one address's limits.
        TRUST_PROXY_HOPS: "1",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        ...fakeProvidersEnv(fakes),
      },
    },
    {
      // Empty values count as unset (lib/env), so nothing leaks in from the shell's environment.
      name: `app-nokey${suffix}`,
      command: `rm -rf ${nokeyDataDir} && tsx scripts/start.ts`,
      url: `${nokeyUrl}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      env: {
        ...appEnv(nokeyPort, nokeyUrl),
        // No proxy in front: the socket's address counts (e2e/request-limits.spec.ts).
        TRUST_PROXY_HOPS: "0",
        DATABASE_URL: "",
        DATA_DIR: nokeyDataDir,
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
  ];
}

export default defineConfig({
  testDir: "./e2e",
  // The cluster specs run through nginx (playwright.cluster.config.ts, npm run test:cluster).
  testIgnore: ["cluster/**"],
  // A file's tests run in order in one worker; files are spread over the lanes' workers (e2e/env.ts).
  fullyParallel: false,
  // E2E_WORKERS=1 runs every file in lane 0 (the other lanes' servers still start).
  workers: Math.min(Number(process.env.E2E_WORKERS ?? E2E_LANES), E2E_LANES),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Each worker loads this file again with its own TEST_PARALLEL_INDEX, so this is its lane's app.
    baseURL: E2E_BASE_URL,
    // The browser asks for English (Accept-Language: en-US), so a first visit is in English whatever the
    // machine's language; the locale tests set their own (decision 012).
    locale: "en-US",
    // A trace records the page all along (a screencast and DOM snapshots), which cost 15-20% of every
    // test's time: only a retry records one, so a failure in CI (one retry) comes with its trace.
    // Locally, --trace on (or retain-on-failure) asks for it.
    trace: "on-first-retry",
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
  // first app can ever build (scripts/start.ts builds when .next/BUILD_ID is missing); the others serve
  // the same build. `npm start -- --sandbox` runs with its own fakes and embedded database
  // (e2e/sandbox.spec.ts, in whichever lane).
  webServer: [...laneServers(0), sandboxWebServer, ...Array.from({ length: E2E_LANES - 1 }, (_, index) => laneServers(index + 1)).flat()],
});
