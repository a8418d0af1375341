// The sandbox app for e2e/sandbox.spec.ts: `npm start -- --sandbox`'s script on its own ports (clear of
// the e2e lanes' apps and fakes, 3100-3114 and 3150-3154) and its own data, started with its own fakes process.
import { fakePortsFrom, fakeUrls } from "./fakes/ports";

export const E2E_SANDBOX = { port: 3120, fakesBasePort: 3130, dataDir: ".data/e2e-sandbox" } as const;
export const SANDBOX_BASE_URL = `http://localhost:${E2E_SANDBOX.port}`;
export const SANDBOX_FAKES = fakeUrls(fakePortsFrom(E2E_SANDBOX.fakesBasePort));
export const sandboxStoreUrl = (page: string) => `${SANDBOX_FAKES.store}/store/${page}`;

/** The entry for playwright.config.ts's webServer list. */
export const sandboxWebServer = {
  name: "app-sandbox",
  command: `rm -rf ${E2E_SANDBOX.dataDir} && tsx scripts/start.ts --sandbox`,
  url: `${SANDBOX_BASE_URL}/api/health`,
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  env: {
    PORT: String(E2E_SANDBOX.port),
    FAKES_BASE_PORT: String(E2E_SANDBOX.fakesBasePort),
    SANDBOX_DATA_DIR: E2E_SANDBOX.dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
  },
};
