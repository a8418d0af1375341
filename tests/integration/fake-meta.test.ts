// The fake Meta (e2e/fakes/meta.ts) over HTTP with plain fetch: Facebook Login, the asset lists and
// targeting search, and how it fails (bad and expired tokens, planned failures, rate limits).
import { fakeMetaCityKey, FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { BR_CITIES } from "@/lib/wizard/br-cities";
import { ACT, APP, REDIRECT_URI, control, graph, logIn } from "./fake-meta-helpers";

let meta: FakeMeta;

beforeAll(async () => {
  meta = await startFakeMeta();
});
afterAll(() => meta.close());
beforeEach(() => control(meta, "/reset", {}));

const dialogUrl = (extra: Record<string, string> = {}) => {
  const url = new URL(`${meta.url}/v24.0/dialog/oauth`);
  for (const [key, value] of Object.entries({
    client_id: APP.client_id,
    redirect_uri: REDIRECT_URI,
    state: "xyz",
    scope: "ads_management,email",
    response_type: "code",
    ...extra,
  })) {
    url.searchParams.set(key, value);
  }
  return url;
};

describe("Facebook Login", () => {
  it("shows a dialog that continues as the seed person and sends the code and state back", async () => {
    const page = await (await fetch(dialogUrl())).text();
    expect(page).toContain("Log in with Facebook (fake)");
    expect(page).toContain("Continue as Ana Souza");
    const { token, expiresIn } = await logIn(meta);
    expect(token).toMatch(/^EAA/);
    expect(expiresIn).toBe(5183944);
    const me = await graph(meta, "me", token, { query: { fields: "id,name,email" } });
    expect(me.body).toEqual({ id: "10229876543210987", name: "Ana Souza", email: "ana.souza@example.com" });
    const permissions = await graph(meta, "me/permissions", token);
    expect(permissions.body.data).toContainEqual({ permission: "ads_management", status: "granted" });
  });

  it("redirects with access_denied when the person cancels, and at once in automatic mode", async () => {
    const page = await (await fetch(dialogUrl())).text();
    const cancel = /<a href="([^"]+)">Cancel<\/a>/.exec(page)![1]!.replace(/&#38;/g, "&");
    const denied = new URL((await fetch(`${meta.url}${cancel}`, { redirect: "manual" })).headers.get("location")!);
    expect(`${denied.origin}${denied.pathname}`).toBe(REDIRECT_URI);
    expect(Object.fromEntries(denied.searchParams)).toMatchObject({
      error: "access_denied",
      error_reason: "user_denied",
      error_description: "Permissions error",
      state: "xyz",
    });

    await control(meta, "/settings", { dialogAuto: "approve", userName: "Bruno Lima" });
    const approved = new URL((await fetch(dialogUrl(), { redirect: "manual" })).headers.get("location")!);
    expect(approved.searchParams.get("code")).toBeTruthy();
    expect(approved.searchParams.get("state")).toBe("xyz");
    const auto = await fetch(dialogUrl({ auto: "cancel" }), { redirect: "manual" });
    expect(new URL(auto.headers.get("location")!).searchParams.get("error")).toBe("access_denied");
  });

  it("refuses a dialog without a valid client_id or redirect_uri", async () => {
    expect((await fetch(dialogUrl({ client_id: "other" }))).status).toBe(400);
    const noRedirect = dialogUrl();
    noRedirect.searchParams.delete("redirect_uri");
    expect(await (await fetch(noRedirect)).text()).toContain("Can&#39;t Load URL");
  });

  it("checks the code exchange as Meta does, and exchanges for a long-lived token", async () => {
    const location = async () => new URL((await fetch(dialogUrl({ auto: "1" }), { redirect: "manual" })).headers.get("location")!).searchParams.get("code")!;
    const code = await location();
    const exchange = (extra: Record<string, string>) =>
      graph(meta, "oauth/access_token", null, { query: { ...APP, redirect_uri: REDIRECT_URI, code, ...extra } });
    expect((await exchange({ client_secret: "wrong" })).body.error).toMatchObject({
      code: 1,
      message: "Error validating client secret.",
      type: "OAuthException",
    });
    expect((await exchange({ redirect_uri: "http://localhost:3100/elsewhere" })).body.error).toMatchObject({ code: 100, error_subcode: 36008 });
    const first = await exchange({});
    expect(first.body).toMatchObject({ token_type: "bearer", expires_in: 5183944 });
    expect((await exchange({})).body.error).toMatchObject({ code: 100, error_subcode: 36009, message: "This authorization code has been used." });

    const long = await graph(meta, "oauth/access_token", null, {
      query: { ...APP, grant_type: "fb_exchange_token", fb_exchange_token: String(first.body.access_token) },
    });
    expect(long.body).toMatchObject({ token_type: "bearer", expires_in: 5184000 });
    const debug = await graph(meta, "debug_token", `${APP.client_id}|${APP.client_secret}`, { query: { input_token: String(long.body.access_token) } });
    expect(debug.body.data).toMatchObject({
      is_valid: true,
      app_id: "test-app-id",
      user_id: "10229876543210987",
      scopes: expect.arrayContaining(["ads_management"]),
    });
  });

  it("ends every token of the person when the app is removed (DELETE /me/permissions)", async () => {
    const { token } = await logIn(meta);
    expect((await graph(meta, "me/permissions", token, { method: "DELETE" })).body).toEqual({ success: true });
    expect((await graph(meta, "me", token)).body.error).toMatchObject({ code: 190, error_subcode: 458 });
  });
});

describe("tokens", () => {
  it("wants a known token, from the query or the Authorization header", async () => {
    expect((await graph(meta, "me/adaccounts", null)).body.error).toMatchObject({ code: 104 });
    expect((await graph(meta, "me", null)).body.error).toMatchObject({ code: 2500 });
    const bad = await graph(meta, "me", "EAAnonsense");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 190, message: "Invalid OAuth access token - Cannot parse access token" });
    expect(bad.headers.get("www-authenticate")).toContain("invalid_token");
    const header = await fetch(`${meta.url}/v24.0/me`, { headers: { authorization: `Bearer ${FAKE_META_SEED_TOKEN}` } });
    expect(((await header.json()) as { name: string }).name).toBe("Ana Souza");
  });

  it("answers 190 with subcode 463 once tokens expire, and debug_token says so", async () => {
    const { token } = await logIn(meta);
    await control(meta, "/expire-tokens", {});
    const expired = await graph(meta, "me/adaccounts", token);
    expect(expired.body.error).toMatchObject({ code: 190, error_subcode: 463, type: "OAuthException" });
    expect(expired.body.error!.message).toMatch(
      /^Error validating access token: Session has expired on \w+day, \d{2}-\w{3}-\d{2} \d{2}:\d{2}:\d{2} P[SD]T\. The current time is/,
    );
    const debug = await graph(meta, "debug_token", `${APP.client_id}|${APP.client_secret}`, { query: { input_token: token } });
    expect(debug.body.data).toMatchObject({ is_valid: false, error: { code: 190, subcode: 463 } });
  });
});

describe("assets", () => {
  it("lists the ad accounts, Pages with Instagram, pixels and minimum budgets", async () => {
    const token = FAKE_META_SEED_TOKEN;
    const accounts = await graph(meta, "me/adaccounts", token, { query: { fields: "id,name,account_id,account_status,currency" } });
    expect(accounts.body.data).toEqual([
      { id: ACT, name: "Loja Passo Firme", account_id: "120210000000001", account_status: 1, currency: "BRL" },
      { id: "act_120210000000002", name: "Conta Antiga", account_id: "120210000000002", account_status: 2, currency: "BRL" },
    ]);
    expect(accounts.body.paging).toBeDefined();
    const pages = await graph(meta, "me/accounts", token, { query: { fields: "id,name,instagram_business_account{id,username}" } });
    expect(pages.body.data).toContainEqual({
      id: "104857600000001",
      name: "Passo Firme",
      instagram_business_account: { id: "17841400000000001", username: "passofirme" },
    });
    expect((await graph(meta, `${ACT}/promote_pages`, token, { query: { fields: "id,name" } })).body.data).toHaveLength(2);
    const page = await graph(meta, "104857600000001", token, { query: { fields: "instagram_business_account{id,username}" } });
    expect(page.body).toEqual({ id: "104857600000001", instagram_business_account: { id: "17841400000000001", username: "passofirme" } });
    expect((await graph(meta, "104857600000001/instagram_accounts", token, { query: { fields: "id,username" } })).body.data).toEqual([
      { id: "17841400000000001", username: "passofirme" },
    ]);
    expect((await graph(meta, `${ACT}/adspixels`, token, { query: { fields: "id,name" } })).body.data).toEqual([
      { id: "1234567890123456", name: "Pixel Passo Firme" },
    ]);
    const minimums = await graph(meta, `${ACT}/minimum_budgets`, token);
    expect((minimums.body.data as unknown[])[0]).toMatchObject({ currency: "BRL", min_daily_budget_imp: 500 });
  });

  it("searches interests in the asked locale, suggests related ones, and finds every wizard city", async () => {
    const token = FAKE_META_SEED_TOKEN;
    const pt = await graph(meta, "search", token, { query: { type: "adinterest", q: "corrida", locale: "pt_BR", limit: "5" } });
    const names = (pt.body.data as { name: string }[]).map((item) => item.name);
    expect(names[0]).toBe("Corrida");
    expect(names).toContain("Tênis de corrida");
    expect((pt.body.data as Record<string, unknown>[])[0]).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      path: ["Interesses", "Fitness e bem-estar", "Corrida"],
      topic: "Fitness e bem-estar",
    });
    const en = await graph(meta, "search", token, { query: { type: "adinterest", q: "RUNNING", locale: "en_US" } });
    expect((en.body.data as { name: string }[]).map((item) => item.name)).toEqual(expect.arrayContaining(["Running", "Running shoes", "Trail running"]));
    const suggested = await graph(meta, "search", token, { query: { type: "adinterestsuggestion", interest_list: JSON.stringify(["Running"]) } });
    expect((suggested.body.data as { name: string }[]).map((item) => item.name)).toContain("Marathon");

    for (const city of BR_CITIES) {
      const name = city.label.replace(/ - [A-Z]{2}$/, "");
      const found = await graph(meta, "search", token, {
        query: { type: "adgeolocation", location_types: JSON.stringify(["city"]), q: name, country_code: "BR" },
      });
      expect(found.body.data).toContainEqual(expect.objectContaining({ key: fakeMetaCityKey(city.value), name, type: "city", country_code: "BR" }));
    }
  });
});

describe("planned failures", () => {
  it("fails the next call to a step once, with Meta's unknown error or the one asked for", async () => {
    await control(meta, "/fail", { step: "adaccounts" });
    const failed = await graph(meta, "me/adaccounts", FAKE_META_SEED_TOKEN);
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({ code: 1, message: "An unknown error occurred", type: "OAuthException", fbtrace_id: expect.any(String) });
    expect((await graph(meta, "me/adaccounts", FAKE_META_SEED_TOKEN)).status).toBe(200);

    await control(meta, "/fail", { step: "oauth", error: { code: 2, message: "Service temporarily unavailable", is_transient: true } });
    const exchange = await graph(meta, "oauth/access_token", null, {
      query: { ...APP, grant_type: "fb_exchange_token", fb_exchange_token: FAKE_META_SEED_TOKEN },
    });
    expect(exchange.status).toBe(503);
    expect(exchange.body.error).toMatchObject({ code: 2, is_transient: true });
    expect(await control(meta, "/calls")).toMatchObject({ adaccounts: 2, oauth: 1 });
  });

  it("rate-limits with the usage header Meta sends, then lets calls through", async () => {
    await control(meta, "/rate-limit", { endpoint: "insights", times: 1, regainMinutes: 3 });
    const limited = await graph(meta, `${ACT}/insights`, FAKE_META_SEED_TOKEN, { query: { level: "campaign", fields: "spend" } });
    expect(limited.status).toBe(400);
    expect(limited.body.error).toMatchObject({ code: 80004, error_subcode: 2446079 });
    const usage = JSON.parse(limited.headers.get("x-business-use-case-usage")!) as Record<
      string,
      { type: string; call_count: number; estimated_time_to_regain_access: number }[]
    >;
    expect(usage["120210000000001"]![0]).toMatchObject({ type: "ads_insights", call_count: 100, estimated_time_to_regain_access: 3 });
    expect((await graph(meta, `${ACT}/insights`, FAKE_META_SEED_TOKEN, { query: { level: "campaign", fields: "spend" } })).status).toBe(200);

    await control(meta, "/rate-limit", { code: 17 });
    expect((await graph(meta, "me", FAKE_META_SEED_TOKEN)).body.error).toMatchObject({ code: 17, message: "(#17) User request limit reached" });
  });

  it("answers the Marketing API's deprecated-version error on versions past their date in Meta's table", async () => {
    for (const version of ["v19.0", "v24.0"]) {
      const old = await graph(meta, `${ACT}/campaigns`, FAKE_META_SEED_TOKEN, { version });
      expect(old.body.error).toMatchObject({
        code: 2635,
        message: `(#2635) You are calling a deprecated version of the Ads API (${version}). Please update to the latest version: v27.0.`,
      });
    }
    // v26.0 and v27.0 have no end date on Meta's page ("TBD"): served on any day the suite runs.
    for (const version of ["v26.0", "v27.0"]) expect((await graph(meta, `${ACT}/campaigns`, FAKE_META_SEED_TOKEN, { version })).status).toBe(200);
    // Graph API calls outside the Ads API keep working on the older version.
    expect((await graph(meta, "me", FAKE_META_SEED_TOKEN, { version: "v24.0" })).status).toBe(200);
  });
});
