import { DEFAULT_FAKES_BASE_PORT, fakePortsFrom, fakeUrls } from "./fakes/ports";

// The suite runs in E2E_LANES lanes, one per Playwright worker: each lane has its own app, key-less app,
// fakes process, database and data directories, so a test owns everything it touches (the fakes'
// modes and the fake Meta's state are global to a fakes process). A worker serves the lane of its
// slot (TEST_PARALLEL_INDEX, which Playwright sets in each worker process); the config process, and
// the cluster run's single worker, are lane 0.
export const E2E_LANES = 2;
export const E2E_LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_LANES;

/** Lane 0: the app on 3100, the key-less app on 3101, the fakes on 3110-3114; lane 1: 3102, 3103, 3150-3154. */
export function e2eLane(lane: number) {
  const suffix = lane === 0 ? "" : `-${lane}`;
  return {
    port: 3100 + 2 * lane,
    nokeyPort: 3101 + 2 * lane,
    dataDir: `.data/e2e${suffix}`,
    nokeyDataDir: `.data/e2e-nokey${suffix}`,
    fakes: fakePortsFrom(DEFAULT_FAKES_BASE_PORT + 40 * lane),
    // Set by scripts/with-postgres.sh (PG_DATABASES): adcampaign_test for lane 0, adcampaign_test_1...
    databaseUrl: process.env.TEST_DATABASE_URL && (lane === 0 ? process.env.TEST_DATABASE_URL : `${process.env.TEST_DATABASE_URL}_${lane}`),
  };
}

const here = e2eLane(E2E_LANE);
export const E2E_PORT = here.port;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = here.dataDir;
export const E2E_ADMIN = { email: "admin@e2e.test", password: "admin-e2e-password" };
// The app and the tests share this lane's PostgreSQL database (npm test starts the server).
export const E2E_DATABASE_URL = here.databaseUrl;

// A second app from the same build, with no OpenAI or Replicate settings, on its own embedded database.
export const E2E_NOKEY_PORT = here.nokeyPort;
export const E2E_NOKEY_DATA_DIR = here.nokeyDataDir;

// The fakes process (e2e/fakes/serve.ts), on five loopback ports: a control endpoint to switch modes,
// the fake OpenAI and Replicate APIs, the fixture store serving saved product pages, and the fake Meta
// (Graph API and login dialog, with its own control API under /__control).
export const E2E_FAKES = here.fakes;
const urls = fakeUrls(E2E_FAKES);
export const E2E_FAKES_URL = urls.control;
/** The fake OpenAI's base URL, with /v1, as the SDK's `baseURL` expects (OPENAI_BASE_URL). */
export const E2E_FAKE_OPENAI_URL = urls.openai;
/** The fake Replicate's base URL, with /v1, as the SDK's `baseUrl` expects (REPLICATE_BASE_URL). */
export const E2E_FAKE_REPLICATE_URL = urls.replicate;
export const E2E_STORE_URL = urls.store;
/**
 * The fake Meta's base URL, without a version: both META_GRAPH_BASE_URL (Graph calls go to
 * `${base}/{version}/...`) and META_OAUTH_DIALOG_URL (the browser goes to `${base}/{version}/dialog/oauth`).
 */
export const E2E_FAKE_META_URL = urls.meta;
/**
 * Where the fake Meta answers as Meta's video host (graph-video.facebook.com), on the same port: the
 * base of META_GRAPH_VIDEO_BASE_URL. It counts each video upload under the host it came through.
 */
export const FAKE_META_VIDEO_PATH = "/graph-video";
export const E2E_FAKE_META_VIDEO_URL = `${E2E_FAKE_META_URL}${FAKE_META_VIDEO_PATH}`;
/** The app credentials the "app" server runs with against the fake Meta (e2e/fakes/meta/seed.ts). */
export const E2E_META_APP = { id: "test-app-id", secret: "test-app-secret" } as const;

/** An app process's environment against a lane's fakes: AI providers, fake Meta app, fixture store on loopback. */
export function fakeProvidersEnv(fakes = E2E_FAKES): Record<string, string> {
  const { openai, replicate, meta } = fakeUrls(fakes);
  return {
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: openai,
    REPLICATE_API_TOKEN: "r8_test",
    REPLICATE_BASE_URL: replicate,
    META_APP_ID: E2E_META_APP.id,
    META_APP_SECRET: E2E_META_APP.secret,
    META_GRAPH_BASE_URL: meta,
    META_GRAPH_VIDEO_BASE_URL: `${meta}${FAKE_META_VIDEO_PATH}`,
    META_OAUTH_DIALOG_URL: meta,
    // The product-page reader may fetch the fixture store on 127.0.0.1.
    SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: "1",
  };
}

// The cluster tests (playwright.cluster.config.ts): nginx on this port, app processes on the next ones.
export const E2E_CLUSTER_PORT = 3200;

/** Playwright's webServer entry for a lane's fakes process (e2e/fakes/serve.ts), shared by both configs. */
export function fakesWebServer(lane = 0) {
  const { fakes } = e2eLane(lane);
  return {
    // The fake OpenAI, Replicate and Meta APIs, the fixture store, and their control endpoint.
    name: lane === 0 ? "fakes" : `fakes-${lane}`,
    command: "tsx e2e/fakes/serve.ts",
    env: { FAKES_BASE_PORT: String(fakes.controlPort) },
    url: `${fakeUrls(fakes).control}/health`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
  };
}
