export const E2E_PORT = 3100;
export const E2E_DATA_DIR = ".data/e2e";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "admin-e2e-password" };
// Set by scripts/with-postgres.sh (npm test): the app and the tests share this PostgreSQL database.
export const E2E_DATABASE_URL = process.env.TEST_DATABASE_URL;

// A second app from the same build, with no OpenAI or Replicate settings, on its own embedded database.
export const E2E_NOKEY_PORT = 3101;
export const E2E_NOKEY_DATA_DIR = ".data/e2e-nokey";

// The fakes process (e2e/fakes/serve.ts), on fixed loopback ports: a control endpoint to switch modes,
// the fake OpenAI and Replicate APIs, the fixture store serving saved product pages, and the fake Meta
// (Graph API and login dialog, with its own control API under /__control).
export const E2E_FAKES = { controlPort: 3110, openaiPort: 3111, replicatePort: 3112, storePort: 3113, metaPort: 3114 } as const;
const loopback = (port: number) => `http://127.0.0.1:${port}`;
export const E2E_FAKES_URL = loopback(E2E_FAKES.controlPort);
/** The fake OpenAI's base URL, with /v1, as the SDK's `baseURL` expects (OPENAI_BASE_URL). */
export const E2E_FAKE_OPENAI_URL = `${loopback(E2E_FAKES.openaiPort)}/v1`;
/** The fake Replicate's base URL, with /v1, as the SDK's `baseUrl` expects (REPLICATE_BASE_URL). */
export const E2E_FAKE_REPLICATE_URL = `${loopback(E2E_FAKES.replicatePort)}/v1`;
export const E2E_STORE_URL = loopback(E2E_FAKES.storePort);
/**
 * The fake Meta's base URL, without a version: both META_GRAPH_BASE_URL (Graph calls go to
 * `${base}/{version}/...`) and META_OAUTH_DIALOG_URL (the browser goes to `${base}/{version}/dialog/oauth`).
 */
export const E2E_FAKE_META_URL = loopback(E2E_FAKES.metaPort);
/**
 * Where the fake Meta answers as Meta's video host (graph-video.facebook.com), on the same port: the
 * base of META_GRAPH_VIDEO_BASE_URL. It counts each video upload under the host it came through.
 */
export const FAKE_META_VIDEO_PATH = "/graph-video";
export const E2E_FAKE_META_VIDEO_URL = `${E2E_FAKE_META_URL}${FAKE_META_VIDEO_PATH}`;
/** The app credentials the "app" server runs with against the fake Meta (e2e/fakes/meta/seed.ts). */
export const E2E_META_APP = { id: "test-app-id", secret: "test-app-secret" } as const;

/** An app process's environment against the fakes: AI providers, fake Meta app, fixture store on loopback. */
export function fakeProvidersEnv(): Record<string, string> {
  return {
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: E2E_FAKE_OPENAI_URL,
    REPLICATE_API_TOKEN: "r8_test",
    REPLICATE_BASE_URL: E2E_FAKE_REPLICATE_URL,
    META_APP_ID: E2E_META_APP.id,
    META_APP_SECRET: E2E_META_APP.secret,
    META_GRAPH_BASE_URL: E2E_FAKE_META_URL,
    META_GRAPH_VIDEO_BASE_URL: E2E_FAKE_META_VIDEO_URL,
    META_OAUTH_DIALOG_URL: E2E_FAKE_META_URL,
    // The product-page reader may fetch the fixture store on 127.0.0.1.
    SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: "1",
  };
}

// The cluster tests (playwright.cluster.config.ts): nginx on this port, app processes on the next ones.
export const E2E_CLUSTER_PORT = 3200;

/** Playwright's webServer entry for the fakes process (e2e/fakes/serve.ts), shared by both configs. */
export const fakesWebServer = {
  // The fake OpenAI, Replicate and Meta APIs, the fixture store, and their control endpoint.
  name: "fakes",
  command: "tsx e2e/fakes/serve.ts",
  url: `${E2E_FAKES_URL}/health`,
  timeout: 30_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
};
