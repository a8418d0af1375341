import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// npm run bench:webhooks: e2e/bench/webhook-latency.bench.ts on lane 0's fakes and app only.
const servers = Array.isArray(base.webServer) ? base.webServer : [];

export default defineConfig({
  ...base,
  testDir: "./e2e/bench",
  testMatch: "*.bench.ts",
  testIgnore: [],
  workers: 1,
  retries: 0,
  webServer: servers.filter((server) => server.name === "fakes" || server.name === "app"),
});
