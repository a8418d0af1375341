import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { E2E_ADMIN, E2E_CLUSTER_PORT, E2E_DATABASE_URL, E2E_DATA_DIR, fakeProvidersEnv, fakesWebServer } from "./e2e/env";
import { FAKE_S3_DEFAULTS } from "./e2e/fakes/s3";

// npm run test:cluster: two `next start` processes and a job worker on one PostgreSQL server, behind
// nginx (scripts/cluster/start.ts). The cross-process specs, and the e2e specs of flows that cross
// processes, run through nginx, whose round robin spreads every test's requests over both processes.
const baseURL = `http://localhost:${E2E_CLUSTER_PORT}`;

// Uploaded and generated files live in one bucket every process reads (the fake S3, path-style).
const S3_PORT = 3140;
const sharedStorage = {
  S3_BUCKET: FAKE_S3_DEFAULTS.bucket,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: FAKE_S3_DEFAULTS.accessKeyId,
  S3_SECRET_ACCESS_KEY: FAKE_S3_DEFAULTS.secretAccessKey,
  S3_FORCE_PATH_STYLE: "1",
};

// Test-only values, the same for every process (as a deployment must configure them).
const sharedSecrets = {
  AUTH_SECRET: "cluster-test-auth-secret-0123456789abcdef",
  ENCRYPTION_KEY: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "Y2x1c3Rlci10ZXN0LWFjdGlvbnMta2V5LTMyYnl0ZSE=",
};

export default defineConfig({
  ...base,
  // One cluster, one set of fakes: the tests run one at a time (lane 0's fakes and data directory).
  workers: 1,
  testIgnore: ["sandbox.spec.ts"],
  // What crosses processes: the concurrency and session specs, signing up and in (a session made on one
  // process, read on the other), and Meta's flow, whose publishing runs in the job worker. The other
  // specs prove the same behaviour on one process (npm test); run here they proved nothing new.
  testMatch: ["cluster/**/*.spec.ts", "accounts.spec.ts", "meta.spec.ts"],
  // The describe blocks that use the second, key-less app (not part of the cluster).
  grepInvert: /without a Meta app configured|without OpenAI and Replicate keys/,
  use: { ...base.use, baseURL },
  webServer: [
    fakesWebServer(0),
    {
      name: "s3",
      command: `tsx e2e/fakes/serve-s3.ts --port ${S3_PORT}`,
      // An unsigned request is refused (403), which shows the fake answers.
      url: `http://127.0.0.1:${S3_PORT}/${FAKE_S3_DEFAULTS.bucket}`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      name: "cluster",
      command: `rm -rf ${E2E_DATA_DIR} && tsx scripts/cluster/start.ts --port ${E2E_CLUSTER_PORT} --processes 2`,
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        ...fakeProvidersEnv(),
        ...sharedSecrets,
        ...sharedStorage,
        DATABASE_URL: E2E_DATABASE_URL ?? "",
        // The dev outbox (confirmation links the tests read) on the disk every process shares here.
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: baseURL,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        NOTIFICATION_MAIL_DELAY_SECONDS: "1",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  ],
});
