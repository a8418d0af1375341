// The environment, read and validated once. Nothing else reads process.env.
import { z } from "zod";
import { loadGeneratedSecrets } from "./generated-secrets";
// Relative: next.config.ts loads this file, and it does not resolve the "@/" alias.
import { CURRENT_MARKETING_API_VERSION } from "../meta/versions";

const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());
const flag = z.preprocess((value) => value === "1" || value === "true", z.boolean()).default(false);
const optionalEmail = z.preprocess((value) => (value === "" ? undefined : value), z.email().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Public origin of the app, used in e-mailed links and the Origin check; http://localhost:$PORT by default.
  APP_URL: optionalUrl,
  // The port the app's server listens on (server/serve.js sets it from -p).
  PORT: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(65535).default(3000)),
  // Without it, the embedded PGlite database under DATA_DIR is used.
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(".data"),
  AUTH_SECRET: optional,
  // 32 bytes, base64 or hex: encrypts Meta tokens and admin secrets at rest.
  ENCRYPTION_KEY: optional,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("AdCampaign <no-reply@localhost>"),
  // Receives contact-form messages; defaults to the first admin.
  CONTACT_EMAIL: optionalEmail,
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: optional,
  // AI providers; admin settings override these once they exist. Base URLs point tests at local fakes.
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-5-mini"),
  REPLICATE_API_TOKEN: optional,
  REPLICATE_BASE_URL: optionalUrl,
  REPLICATE_MODEL: z.string().default("black-forest-labs/flux-2-pro"),
  // The model that puts the product's own photo in a scene (decision 031).
  REPLICATE_EDIT_MODEL: z.string().default("black-forest-labs/flux-kontext-pro"),
  // Meta app (Facebook Login, Marketing API). Admin settings override these once they exist. The base
  // URLs point tests at the local fake Meta server; the Graph version stays configurable.
  META_APP_ID: optional,
  META_APP_SECRET: optional,
  META_GRAPH_VERSION: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^v\d+\.\d+$/)
      .default(CURRENT_MARKETING_API_VERSION),
  ),
  META_GRAPH_BASE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().default("https://graph.facebook.com")),
  META_GRAPH_VIDEO_BASE_URL: optionalUrl,
  META_OAUTH_DIALOG_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().default("https://www.facebook.com")),
  // Tests only: lets the product-page reader fetch loopback addresses (the local fixture stores).
  SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: flag,
  // Sandbox mode (`npm start -- --sandbox`): the local fake providers and fixture stores, with a banner.
  SANDBOX: flag,
  // Set by the start script in sandbox mode: the fixture store on loopback, the one local address the
  // product-page reader may fetch then, and the banner's link.
  SANDBOX_STORE_URL: optionalUrl,
  // Files: local disk under DATA_DIR by default; an S3-compatible bucket when S3_BUCKET is set.
  S3_BUCKET: optional,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag,
  // Background jobs: "embedded" runs the worker inside the app process; "off" leaves them to `npm run worker`.
  JOBS_WORKER: z.enum(["embedded", "off"]).default("embedded"),
  // Seconds a seller's notification mail waits after the first new notification, so the ones close behind it join it.
  NOTIFICATION_MAIL_DELAY_SECONDS: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(0).default(60)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema> & { APP_URL: string; AUTH_SECRET: string; ENCRYPTION_KEY: string };

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const generated = loadGeneratedSecrets(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    APP_URL: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`,
    AUTH_SECRET: parsed.data.AUTH_SECRET ?? generated.authSecret,
    ENCRYPTION_KEY: parsed.data.ENCRYPTION_KEY ?? generated.encryptionKey,
  };
}

export const env: Env = load();
