// The fake Meta's memory: tokens and codes, the assets the person can see, everything created per ad
// account, and what the tests asked of it (failures, rate limits, settings), with the record of every
// call. Never used by production code.
import { randomBytes } from "node:crypto";
import type { GraphErrorSpec, RateLimitCode } from "./errors";
import {
  ALL_SCOPES,
  DEFAULT_AD_ACCOUNTS,
  DEFAULT_PAGES,
  DEFAULT_PIXELS,
  DEFAULT_USER,
  FAKE_META_SEED_TOKEN,
  type AdAccountSeed,
  type FakeMetaUser,
  type InstagramSeed,
  type PageSeed,
  type PixelSeed,
} from "./seed";
import { USAGE_TIERS, type AccountUsage, type UsageBudget } from "./usage-tiers";

export type FakeMetaSettings = {
  user: FakeMetaUser;
  /** The login dialog redirects at once ("approve" or "cancel") instead of showing its page. */
  dialogAuto: "approve" | "cancel" | null;
  /** Permissions the person unticks in the dialog: they come back as "declined". */
  declinedPermissions: string[];
  /** The code exchange's token: "long" (about 60 days, as Meta's server-side flow gives) or "short" (1.5 h). */
  codeTokenLifetime: "long" | "short";
  /** Status polls that answer "processing" before a finished video is "ready". */
  videoProcessingPolls: number;
  /** How long a finished video is "processing" (media.ts: on the wall clock, or a test's own). */
  videoProcessingMs: number;
  /** The chunk size the chunked video upload asks for. */
  videoChunkSize: number;
  /** When set, the dialog blocks redirect URIs that start with none of these (Meta's "URL Blocked"). */
  allowedRedirectUris: string[] | null;
  /**
   * Ad review: "instant" approves every new ad at once; "manual" leaves new ads (and ads given another
   * creative) PENDING_REVIEW until POST /__control/review decides.
   */
  adReview: "instant" | "manual";
  /** The app's "Require App Secret" switch: every call with a user token needs a valid appsecret_proof. */
  requireAppSecretProof: boolean;
  /** When set, debug_token answers the app's own token with is_valid false and this error (its `data.error`). */
  appTokenError: { code: number; message: string; subcode?: number } | null;
  /** The app's mode in the App Dashboard: in "development" Meta refuses its ad creatives (creatives.ts). */
  appMode: "live" | "development";
  /**
   * Permissions App Review has not approved (Standard access only): GET /{app-id}/permissions answers them
   * "unapproved" and the rest "live" (app.ts).
   */
  unapprovedPermissions: string[];
  /**
   * The day (YYYY-MM-DD) the versions table is read on, for tests of a behaviour that only some versions
   * have (root multiple-ID reads end with v25.0, which expires); null reads it on today's date.
   */
  versionsDay: string | null;
  /**
   * Each ad account's rate-limit budget (usage.ts): the Marketing API tier's maximum score, the seconds
   * a full score takes to drain and how long a throttled account is refused. The Standard tier by
   * default; a test lowers it (POST /__control/settings { usageBudget: { maxScore: 10 } }) to meet it.
   */
  usageBudget: UsageBudget;
};

export const defaultSettings = (): FakeMetaSettings => ({
  user: { ...DEFAULT_USER },
  dialogAuto: null,
  declinedPermissions: [],
  codeTokenLifetime: "long",
  videoProcessingPolls: 1,
  videoProcessingMs: 0,
  videoChunkSize: 1024 * 1024,
  allowedRedirectUris: null,
  adReview: "instant",
  requireAppSecretProof: false,
  appTokenError: null,
  appMode: "live",
  unapprovedPermissions: [],
  versionsDay: null,
  usageBudget: { ...USAGE_TIERS.standard_access },
});

export type TokenRecord = {
  token: string;
  userId: string;
  scopes: string[];
  declined: string[];
  issuedAt: number;
  expiresAt: number;
  kind: "short" | "long";
  /** Why Meta stopped accepting it: expired (subcode 463), password changed (460), app removed (458). */
  invalidated?: "expired" | "password_changed" | "deauthorized";
};

export type CodeRecord = { code: string; redirectUri: string; scopes: string[]; declined: string[]; userId: string; createdAt: number; used: boolean };

export type ObjectKind = "campaign" | "adset" | "adcreative" | "ad" | "advideo";
/** Where an ad's review stands (ads only; none reads as approved). */
export type AdReview = { decision: "pending" | "approved" | "rejected"; policy?: string; reason?: string };
export type StoredObject = {
  id: string;
  kind: ObjectKind;
  accountId: string;
  fields: Record<string, unknown>;
  createdAt: number;
  everActive: boolean;
  review?: AdReview;
};
export type ImageRecord = {
  hash: string;
  name: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
  accountId: string;
  createdAt: number;
};
export type UploadSession = { id: string; videoId: string; accountId: string; fileSize: number; received: number; finished: boolean };
export type StatusChange = { id: string; kind: ObjectKind; from: string; to: string; at: string };
/** A call as received; `batchItem` is its place in a batch request (which is logged too, as "batch"). */
export type RecordedCall = {
  method: string;
  path: string;
  endpoint: string;
  params: Record<string, unknown>;
  files: { field: string; filename: string; size: number; contentType: string }[];
  at: string;
  batchItem?: number;
};
export type PlannedFailure = { step: string; error: GraphErrorSpec; remaining: number; /** Matching calls still let through before failing. */ skip: number };
export type PlannedRateLimit = { endpoint: string | null; remaining: number; code: RateLimitCode; regainMinutes: number };
/**
 * A test's lifetime figures for an object (insights.ts); `conversations` and `firstReplies`, the messaging
 * conversations started and first replies of an ad that clicks to WhatsApp.
 */
export type InsightsOverride = {
  impressions?: number;
  reach?: number;
  clicks?: number;
  spend?: number;
  purchases?: number;
  roas?: number;
  conversations?: number;
  firstReplies?: number;
};

export const LONG_LIVED_SECONDS = 5_184_000;
export const CODE_EXCHANGE_LONG_SECONDS = 5_183_944;
export const SHORT_LIVED_SECONDS = 5_400;
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export class FakeMetaState {
  settings = defaultSettings();
  adAccounts: AdAccountSeed[] = structuredClone(DEFAULT_AD_ACCOUNTS);
  pages: PageSeed[] = structuredClone(DEFAULT_PAGES);
  pixels: PixelSeed[] = structuredClone(DEFAULT_PIXELS);
  tokens = new Map<string, TokenRecord>();
  codes = new Map<string, CodeRecord>();
  objects = new Map<string, StoredObject>();
  images = new Map<string, ImageRecord>(); // by `${accountId}:${hash}`
  imageBytes = new Map<string, Buffer>(); // by hash, served at /fake-cdn/adimages/<hash>
  uploadSessions = new Map<string, UploadSession>();
  statusChanges: StatusChange[] = [];
  calls: Record<string, number> = {};
  lastRequests: Record<string, RecordedCall> = {};
  log: RecordedCall[] = [];
  failures: PlannedFailure[] = [];
  rateLimits: PlannedRateLimit[] = [];
  insightsOverrides = new Map<string, InsightsOverride>();
  /** Per ad account and use case, the score of its calls and any block (usage.ts). */
  usage = new Map<string, AccountUsage>();
  /** The clock the rate-limit budget runs on (usage.ts): the wall clock, or one a test drives (FakeMeta.setClock). */
  clock: () => number = () => Date.now();
  private nextId = 120_210_000_000_100;

  constructor() {
    this.issueSeedToken();
  }

  newId(): string {
    this.nextId += 7;
    return String(this.nextId);
  }

  private issueSeedToken() {
    const now = Date.now();
    this.tokens.set(FAKE_META_SEED_TOKEN, {
      token: FAKE_META_SEED_TOKEN,
      userId: this.settings.user.id,
      scopes: [...ALL_SCOPES],
      declined: [],
      issuedAt: now,
      expiresAt: now + LONG_LIVED_SECONDS * 1000,
      kind: "long",
    });
  }

  issueToken(base: Pick<TokenRecord, "userId" | "scopes" | "declined">, kind: "short" | "long", seconds: number): TokenRecord {
    const now = Date.now();
    const record: TokenRecord = { ...base, token: `EAAfake${randomBytes(24).toString("hex")}`, issuedAt: now, expiresAt: now + seconds * 1000, kind };
    this.tokens.set(record.token, record);
    return record;
  }

  issueCode(base: Omit<CodeRecord, "code" | "createdAt" | "used">): CodeRecord {
    const record: CodeRecord = { ...base, code: `AQfake${randomBytes(20).toString("hex")}`, createdAt: Date.now(), used: false };
    this.codes.set(record.code, record);
    return record;
  }

  codeExpired(record: CodeRecord) {
    return Date.now() - record.createdAt > CODE_LIFETIME_MS;
  }

  /** Marks tokens as no longer valid (all of them, or one): Meta answers 190 with the reason's subcode. */
  invalidateTokens(reason: NonNullable<TokenRecord["invalidated"]>, token?: string) {
    const now = Date.now();
    for (const record of this.tokens.values()) {
      if (token && record.token !== token) continue;
      record.invalidated = reason;
      if (reason === "expired") record.expiresAt = Math.min(record.expiresAt, now - 1000);
    }
  }

  account(id: string): AdAccountSeed | undefined {
    const numeric = id.replace(/^act_/, "");
    return this.adAccounts.find((account) => account.account_id === numeric);
  }

  /** An Instagram account Meta knows here: connected to a Page, Page-backed, or assigned to an ad account. */
  instagramAccount(id: string): InstagramSeed | undefined {
    const all = [
      ...this.pages.flatMap((page) => [page.instagram, page.pageBackedInstagram]),
      ...this.adAccounts.flatMap((account) => account.instagram_accounts ?? []),
    ];
    return all.find((instagram) => instagram?.id === id);
  }

  objectsOf(kind: ObjectKind, accountId?: string): StoredObject[] {
    return [...this.objects.values()].filter((object) => object.kind === kind && (!accountId || object.accountId === accountId));
  }

  record(call: RecordedCall, keys: string[]) {
    this.log.push(call);
    if (this.log.length > 500) this.log.shift();
    for (const key of keys) {
      this.calls[key] = (this.calls[key] ?? 0) + 1;
      this.lastRequests[key] = call;
    }
  }

  /** The planned failure for this call, if any (each failure is used up once). */
  takeFailure(keys: string[]): PlannedFailure | undefined {
    const failure = this.failures.find((item) => keys.includes(item.step));
    if (!failure) return undefined;
    if (failure.skip > 0) {
      failure.skip -= 1;
      return undefined;
    }
    if (--failure.remaining <= 0) this.failures.splice(this.failures.indexOf(failure), 1);
    return failure;
  }

  takeRateLimit(keys: string[]): PlannedRateLimit | undefined {
    const limit = this.rateLimits.find((item) => item.endpoint === null || keys.includes(item.endpoint));
    if (!limit) return undefined;
    if (--limit.remaining <= 0) this.rateLimits.splice(this.rateLimits.indexOf(limit), 1);
    return limit;
  }
}
