// Sandbox mode (`npm start -- --sandbox`, or SANDBOX=1): the environment the app runs with, pointing
// every provider at the local fakes (e2e/fakes/serve.ts) and keeping its data apart from real data.
import { E2E_META_APP, FAKE_META_VIDEO_PATH } from "../../e2e/env";
import { fakePortsFrom, fakeUrls, type FakePorts } from "../../e2e/fakes/ports";

// Away from the app's usual 3000, the e2e lanes (3100-3114, 3150-3154), the cluster tests' 3200+ and the benchmarks'.
export const SANDBOX_DEFAULTS = { appPort: 3700, fakesBasePort: 3710 } as const;
export const SANDBOX_DATA_DIR = ".data/sandbox";
export const SANDBOX_ADMIN = { email: "admin@sandbox.test", password: "sandbox-admin" } as const;
// What the fakes accept (e2e/fakes/openai.ts, replicate.ts; a unit test keeps them equal). Not imported
// from there: this module stays free of the fakes' code, since every `npm start` loads it.
export const FAKE_AI_CREDENTIALS = { openaiKey: "sk-test", replicateToken: "r8_test" } as const;

type Variables = Record<string, string | undefined>;

export const sandboxRequested = (argv: readonly string[], env: Variables) => argv.includes("--sandbox") || env.SANDBOX === "1" || env.SANDBOX === "true";

/** Loopback, both families: "localhost" may resolve to either, and the browser is sent to localhost. */
export const SANDBOX_HOSTS = ["127.0.0.1", "::1"] as const;

/**
 * The addresses the app listens on (server/serve.js's -H): those given with `--hostname` (or -H), else
 * in sandbox mode loopback only, since anyone who reaches it can sign in with the published admin
 * password. HOSTNAME does not open a sandbox: container runtimes set it for every process. Empty means
 * serve.js's own default (HOSTNAME, else every interface), as `npm start` always had.
 */
export function listenHosts(argv: readonly string[], sandbox: boolean): string[] {
  const given = argv.flatMap((arg, index) => ((arg === "--hostname" || arg === "-H") && argv[index + 1] ? [argv[index + 1]!] : []));
  if (given.length) return given;
  return sandbox ? [...SANDBOX_HOSTS] : [];
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1024 || parsed > 65535) throw new Error(`${name} must be a port from 1024 to 65535, not "${value}"`);
  return parsed;
}

export type SandboxPlan = { appPort: number; appUrl: string; fakes: FakePorts; dataDir: string };

/**
 * PORT for the app, FAKES_BASE_PORT for the first of the fakes' five, SANDBOX_DATA_DIR for its data
 * (DATA_DIR is ignored: in a shell set up for real use it names the real data).
 */
export function sandboxPlan(env: Variables): SandboxPlan {
  const appPort = port(env.PORT, SANDBOX_DEFAULTS.appPort, "PORT");
  const fakes = fakePortsFrom(port(env.FAKES_BASE_PORT, SANDBOX_DEFAULTS.fakesBasePort, "FAKES_BASE_PORT"));
  const used = Object.values(fakes);
  if (used.includes(appPort)) throw new Error(`PORT ${appPort} is one of the fakes' ports (${used.join(", ")}): choose another PORT or FAKES_BASE_PORT`);
  if (used.some((taken) => taken > 65535)) throw new Error("FAKES_BASE_PORT leaves no room for the fakes' five ports");
  // The browser's origin must be APP_URL's: the Meta login cookie and the callback address depend on it.
  return { appPort, appUrl: `http://localhost:${appPort}`, fakes, dataDir: env.SANDBOX_DATA_DIR || SANDBOX_DATA_DIR };
}

/**
 * What the app process gets on top of the shell's environment. Empty values count as unset (lib/env),
 * so a real database, bucket, mail server or key in the shell never reaches a sandbox.
 */
export function sandboxEnvironment(plan: SandboxPlan): Record<string, string> {
  const urls = fakeUrls(plan.fakes);
  return {
    SANDBOX: "1",
    PORT: String(plan.appPort),
    APP_URL: plan.appUrl,
    DATA_DIR: plan.dataDir,
    DATABASE_URL: "",
    AUTH_SECRET: "",
    ENCRYPTION_KEY: "",
    SMTP_URL: "",
    CONTACT_EMAIL: "",
    S3_BUCKET: "",
    S3_ENDPOINT: "",
    S3_ACCESS_KEY_ID: "",
    S3_SECRET_ACCESS_KEY: "",
    JOBS_WORKER: "embedded",
    ADMIN_EMAIL: SANDBOX_ADMIN.email,
    ADMIN_PASSWORD: SANDBOX_ADMIN.password,
    OPENAI_API_KEY: FAKE_AI_CREDENTIALS.openaiKey,
    OPENAI_BASE_URL: urls.openai,
    REPLICATE_API_TOKEN: FAKE_AI_CREDENTIALS.replicateToken,
    REPLICATE_BASE_URL: urls.replicate,
    META_APP_ID: E2E_META_APP.id,
    META_APP_SECRET: E2E_META_APP.secret,
    META_GRAPH_VERSION: "",
    META_GRAPH_BASE_URL: urls.meta,
    META_GRAPH_VIDEO_BASE_URL: `${urls.meta}${FAKE_META_VIDEO_PATH}`,
    META_OAUTH_DIALOG_URL: urls.meta,
    // The product-page reader may reach this one loopback port, nothing else local (lib/wizard/scrape-options.ts).
    SANDBOX_STORE_URL: urls.store,
    SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: "",
  };
}

/** The fakes process's own environment: its block of ports. */
export const fakesEnvironment = (plan: SandboxPlan): Record<string, string> => ({ FAKES_BASE_PORT: String(plan.fakes.controlPort) });
