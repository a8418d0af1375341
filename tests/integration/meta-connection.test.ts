import { FAKE_META_APP, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { metaTokenContext } from "@/lib/meta/config";
import { completeMetaConnectionAction, disconnectMetaAction, loadMetaAssetsAction, resyncMetaAction, startMetaConnection } from "@/lib/meta/actions";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { decryptSecret, encryptSecret } from "@/lib/security/crypto";
import { makeUser, signInAs } from "./factories";

// 000 §2, §4, §8: connecting to Meta end to end against the fake Graph API and its login dialog.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}));
jest.setTimeout(30_000);

let fake: FakeMeta;
const saved = { base: env.META_GRAPH_BASE_URL, dialog: env.META_OAUTH_DIALOG_URL, id: env.META_APP_ID, secret: env.META_APP_SECRET };

beforeAll(async () => {
  fake = await startFakeMeta();
  Object.assign(env, { META_GRAPH_BASE_URL: fake.url, META_OAUTH_DIALOG_URL: fake.url, META_APP_ID: "test-app-id", META_APP_SECRET: "test-app-secret" });
});
afterAll(async () => {
  Object.assign(env, { META_GRAPH_BASE_URL: saved.base, META_OAUTH_DIALOG_URL: saved.dialog, META_APP_ID: saved.id, META_APP_SECRET: saved.secret });
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  jar.clear();
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function signedIn() {
  const user = await makeUser({ label: "meta" });
  signInAs(user);
  return user;
}

/** Starts the flow as the browser would, then "approves" on the fake dialog: answers the callback's query. */
async function approve(): Promise<{ code: string; state: string }> {
  const started = await startMetaConnection({});
  if (!started.ok) throw new Error(started.error);
  const dialog = new URL(started.data.authUrl);
  dialog.searchParams.set("auto", "approve");
  const answer = await fetch(dialog, { redirect: "manual" });
  const back = new URL(answer.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
}

describe("connecting a Meta account", () => {
  it("exchanges the code for a long-lived token, stores it encrypted with the assets, and disconnects", async () => {
    const user = await signedIn();
    const { code, state } = await approve();
    expect(jar.get("meta_oauth_state")).toBeDefined();
    expect(await completeMetaConnectionAction({ code, state })).toEqual({ ok: true, data: { name: "Ana Souza" } });
    expect(jar.has("meta_oauth_state")).toBe(false);

    const profile = await db.profile.findUniqueOrThrow({ where: { userId: user.id } });
    const token = decryptSecret(profile.metaAccessToken, metaTokenContext(user.id));
    expect(token).toBeTruthy();
    expect(profile.metaAccessToken).not.toContain(token!);
    expect(profile.metaTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(50 * 24 * 60 * 60 * 1000);
    expect(profile.metaUserId).toBe("10229876543210987");
    expect(profile.metaPermissions).toEqual(expect.arrayContaining(["ads_management", "pages_show_list"]));
    expect(profile.metaAdAccountsData).toEqual([
      expect.objectContaining({ id: "act_120210000000001", name: "Loja Passo Firme", active: true, currency: "BRL" }),
      expect.objectContaining({ id: "act_120210000000002", active: false }),
    ]);
    expect(profile.metaPagesData).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "104857600000001", instagram: { id: "17841400000000001", username: "passofirme" } })]),
    );
    expect(profile.metaPixelsData).toEqual([expect.objectContaining({ id: "1234567890123456", adAccountId: "act_120210000000001" })]);
    expect(await getMetaConnectionStatus(user.id)).toBe("connected");
    // The token was exchanged for a long-lived one (fb_exchange_token), never sent back to the browser.
    expect(JSON.stringify(await resyncMetaAction({}))).not.toContain(token!);

    expect(await disconnectMetaAction({})).toEqual({ ok: true, data: null });
    const cleared = await db.profile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(cleared).toMatchObject({
      metaAccessToken: null,
      metaTokenExpiresAt: null,
      metaUserId: null,
      metaPermissions: [],
      metaAdAccountsData: [],
      metaPagesData: [],
      metaPixelsData: [],
      instagramAccountId: null,
    });
    expect(await getMetaConnectionStatus(user.id)).toBe("disconnected");
  });

  it("subscribes the app to the ad accounts' webhooks, and leaves them when the last user holding them disconnects (issue 33)", async () => {
    env.META_APP_ID = FAKE_META_APP.id;
    try {
      const subscribed = async () => (await fake.webhooks()).subscribedAccounts.sort();
      const first = await signedIn();
      const connectOnce = async () => {
        const { code, state } = await approve();
        expect(await completeMetaConnectionAction({ code, state })).toMatchObject({ ok: true });
      };
      await connectOnce();
      expect(await subscribed()).toEqual(["120210000000001", "120210000000002"]);
      // Re-sync subscribes again (an account added since, or one Meta dropped).
      expect(await resyncMetaAction({})).toMatchObject({ ok: true });
      expect(await subscribed()).toEqual(["120210000000001", "120210000000002"]);

      // A second user of the app holds the same accounts: the first one's disconnect leaves them subscribed.
      await signedIn();
      await connectOnce();
      signInAs(first);
      expect(await disconnectMetaAction({})).toEqual({ ok: true, data: null });
      expect(await subscribed()).toEqual(["120210000000001", "120210000000002"]);
    } finally {
      env.META_APP_ID = "test-app-id";
    }
  });

  it("the last user holding the accounts disconnecting unsubscribes the app", async () => {
    env.META_APP_ID = FAKE_META_APP.id;
    try {
      // Nobody else in this database still holds a connection.
      await db.profile.updateMany({ where: { metaAccessToken: { not: null } }, data: { metaAccessToken: null } });
      await signedIn();
      const { code, state } = await approve();
      expect(await completeMetaConnectionAction({ code, state })).toMatchObject({ ok: true });
      expect(await disconnectMetaAction({})).toEqual({ ok: true, data: null });
      expect((await fake.webhooks()).subscribedAccounts).toEqual([]);
    } finally {
      env.META_APP_ID = "test-app-id";
    }
  });

  it("refuses a provider error, missing parameters, a foreign state, a reused code, and nobody signed in", async () => {
    const user = await signedIn();
    // Cancelling on Facebook (error=access_denied) is said as such, never with Meta's "Permissions error".
    expect(await completeMetaConnectionAction({ error: "access_denied", errorDescription: "Permissions error", state: "x" })).toMatchObject({
      ok: false,
      error: "meta.errors.loginCancelled",
    });
    expect(await completeMetaConnectionAction({ error: "server_error", errorDescription: "Something went wrong", state: "x" })).toMatchObject({
      ok: false,
      error: "meta.errors.providerError",
      values: { error: "server_error" },
    });
    expect(await completeMetaConnectionAction({ state: "only-state" })).toMatchObject({ ok: false, error: "meta.errors.invalidCallback" });
    expect(await completeMetaConnectionAction({ code: "only-code" })).toMatchObject({ ok: false, error: "meta.errors.invalidCallback" });

    const { code } = await approve();
    expect(await completeMetaConnectionAction({ code, state: "forged-state" })).toMatchObject({ ok: false, error: "meta.errors.stateMismatch" });
    // Another user's state cookie does not fit this user.
    const first = await approve();
    await signedIn();
    expect(await completeMetaConnectionAction(first)).toMatchObject({ ok: false, error: "meta.errors.stateMismatch" });

    signInAs(user);
    const second = await approve();
    expect((await completeMetaConnectionAction(second)).ok).toBe(true);
    const reuse = await approve();
    expect(await completeMetaConnectionAction({ code: second.code, state: reuse.state })).toMatchObject({ ok: false, error: "meta.errors.exchangeFailed" });

    signInAs(null);
    expect(await completeMetaConnectionAction({ code: "c", state: "s" })).toMatchObject({ ok: false, error: "errors.unauthorized" });
    expect(await startMetaConnection({})).toMatchObject({ ok: false, error: "errors.unauthorized" });
  });

  it("says the app is not configured when the Meta app id is missing", async () => {
    await signedIn();
    env.META_APP_ID = undefined;
    try {
      expect(await startMetaConnection({})).toEqual({ ok: false, error: "meta.errors.appNotConfigured" });
    } finally {
      env.META_APP_ID = "test-app-id";
    }
  });

  it("a token that no longer decrypts counts as not connected", async () => {
    const user = await signedIn();
    await db.profile.update({
      where: { userId: user.id },
      data: { metaAccessToken: encryptSecret("t", "meta-token:someone-else"), metaTokenExpiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect(await getMetaConnectionStatus(user.id)).toBe("disconnected");
  });

  it("asset lists fall back to the stored ones when Meta rate-limits", async () => {
    await signedIn();
    const { code, state } = await approve();
    await completeMetaConnectionAction({ code, state });
    fake.rateLimit({ endpoint: "adaccounts", times: 1, regainMinutes: 10 });
    const result = await loadMetaAssetsAction({ adAccountId: "act_120210000000001" });
    expect(result).toMatchObject({
      ok: true,
      data: { isUsingFallback: true, adAccounts: [expect.objectContaining({ id: "act_120210000000001" }), expect.anything()] },
    });
    expect(result.ok && result.data.pixels.map((pixel) => pixel.id)).toEqual(["1234567890123456"]);
    const live = await loadMetaAssetsAction({ adAccountId: "act_120210000000001" });
    expect(live).toMatchObject({ ok: true, data: { isUsingFallback: false } });
  });
});

describe("back to the campaign once connected (issue 31)", () => {
  const campaignPage = "/campaign/new?campaign=0b5c6f1e-2a3d-4e5f-8a6b-7c8d9e0f1a2b";

  it("keeps the campaign page across Facebook Login and forgets it once connected", async () => {
    await signedIn();
    const started = await startMetaConnection({ returnTo: campaignPage });
    expect(started.ok).toBe(true);
    expect(jar.get("meta_oauth_return")).toBe(campaignPage);
    const dialog = new URL(started.ok ? started.data.authUrl : "");
    dialog.searchParams.set("auto", "approve");
    const back = new URL((await fetch(dialog, { redirect: "manual" })).headers.get("location")!);
    const done = await completeMetaConnectionAction({ code: back.searchParams.get("code")!, state: back.searchParams.get("state")! });
    expect(done.ok).toBe(true);
    expect(jar.has("meta_oauth_return")).toBe(false);
  });

  it("refuses a way back that is not one of the app's campaign pages, and a start without one forgets an old one", async () => {
    await signedIn();
    expect(await startMetaConnection({ returnTo: "https://evil.example/campaign/new" })).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(jar.has("meta_oauth_return")).toBe(false);
    jar.set("meta_oauth_return", campaignPage);
    expect((await startMetaConnection({})).ok).toBe(true);
    expect(jar.has("meta_oauth_return")).toBe(false);
  });
});
