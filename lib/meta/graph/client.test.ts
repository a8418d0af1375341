import { forgetUse, paceMs, usagePercent } from "./usage";
import { GraphClient } from "./client";
import { GraphError } from "./errors";

type Call = { url: string; init: RequestInit };

function fakeFetch(answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

const rateLimited = (minutes?: number): { status: number; body: unknown; headers: Record<string, string> } => ({
  status: 400,
  body: { error: { message: "User request limit reached", type: "OAuthException", code: 80004, error_subcode: 2446079, fbtrace_id: "AbC" } },
  headers:
    minutes === undefined
      ? {}
      : { "x-business-use-case-usage": JSON.stringify({ "123": [{ type: "ads_management", call_count: 100, estimated_time_to_regain_access: minutes }] }) },
});

// Meta's downtime as Graph answers it: code 1 "An unknown error occurred" (500), code 2 "Service
// temporarily unavailable" (503), with or without `is_transient`.
const downtime = (code: 1 | 2, isTransient?: boolean): { status: number; body: unknown } => ({
  status: code === 1 ? 500 : 503,
  body: {
    error: {
      message: code === 1 ? "An unknown error occurred" : "Service temporarily unavailable",
      type: "OAuthException",
      code,
      ...(isTransient === undefined ? {} : { is_transient: isTransient }),
      fbtrace_id: "D1",
    },
  },
});

describe("GraphClient", () => {
  beforeEach(() => forgetUse());
  it("sends the token in the Authorization header, never in the address, and encodes objects as JSON", async () => {
    const { calls, fetcher } = fakeFetch([
      { status: 200, body: { id: "1" } },
      { status: 200, body: { id: "2" } },
    ]);
    const client = new GraphClient({ baseUrl: "http://graph.test", version: "v24.0", accessToken: "EAAsecret", fetch: fetcher });
    await client.get("me", { fields: "id,name" });
    await client.post("act_1/campaigns", { special_ad_categories: [], status: "PAUSED" });
    expect(calls[0]!.url).toBe("http://graph.test/v24.0/me?fields=id%2Cname");
    expect(calls.map((call) => call.url).join(" ")).not.toContain("EAAsecret");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe("Bearer EAAsecret");
    expect(String(calls[1]!.init.body)).toBe("special_ad_categories=%5B%5D&status=PAUSED");
  });

  it("signs every call made with a user token with appsecret_proof when the app secret is known", async () => {
    const { calls, fetcher } = fakeFetch([
      { status: 200, body: {} },
      { status: 200, body: {} },
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v26.0", accessToken: "EAAtoken", appSecret: "app-secret", fetch: fetcher });
    // HMAC-SHA256 of "EAAtoken" keyed with "app-secret", hex (worked out apart from this code).
    const expected = "9f9f0867bc3df2d00cecd6aa6fb78e65b64c050401bd6ec5b84d98503d443d34";
    await client.get("me", { fields: "id" });
    await client.post("act_1/campaigns", { name: "x" });
    const form = new FormData();
    form.set("name", "clip.mp4");
    await client.post("act_1/advideos", form);
    await new GraphClient({ baseUrl: "http://g", version: "v26.0", appSecret: "app-secret", fetch: fetcher }).get("oauth/access_token", { client_id: "1" });
    expect(new URL(calls[0]!.url).searchParams.get("appsecret_proof")).toBe(expected);
    expect(new URLSearchParams(String(calls[1]!.init.body)).get("appsecret_proof")).toBe(expected);
    expect((calls[2]!.init.body as FormData).get("appsecret_proof")).toBe(expected);
    // Without a user token there is nothing to prove.
    expect(calls[3]!.url).not.toContain("appsecret_proof");
  });

  it("turns Graph's error body into a GraphError with every field", async () => {
    const { fetcher } = fakeFetch([
      {
        status: 400,
        body: {
          error: {
            message: "Invalid parameter",
            type: "OAuthException",
            code: 100,
            error_subcode: 1885272,
            error_user_title: "Budget too low",
            error_user_msg: "Raise it.",
            fbtrace_id: "X1",
          },
        },
      },
    ]);
    const error = await new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher }).get("x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({
      status: 400,
      code: 100,
      subcode: 1885272,
      userTitle: "Budget too low",
      userMessage: "Raise it.",
      fbtraceId: "X1",
      isRateLimit: false,
    });
    expect((error as GraphError).userText).toBe("Budget too low: Raise it.");
  });

  it("retries a rate limit with backoff, then succeeds", async () => {
    const { calls, fetcher } = fakeFetch([rateLimited(), rateLimited(), { status: 200, body: { ok: 1 } }]);
    const waits: number[] = [];
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async (ms) => void waits.push(ms) });
    expect(await client.get("x")).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("does not sit out a long announced wait: the error says how long", async () => {
    const { calls, fetcher } = fakeFetch([rateLimited(5)]);
    const error = (await new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async () => undefined })
      .get("x")
      .catch((caught: unknown) => caught)) as GraphError;
    expect(calls).toHaveLength(1);
    expect(error.isRateLimit).toBe(true);
    expect(error.retryAfterMinutes).toBe(5);
  });

  it.each([4, 17, 32, 613, 80000, 80014])("code %i is a rate limit", (code) => {
    expect(new GraphError(400, { code }).isRateLimit).toBe(true);
  });

  it("retries Meta's code 2 with backoff, then succeeds, for a read and for a write", async () => {
    const { calls, fetcher } = fakeFetch([downtime(2), { status: 200, body: { id: "1" } }, downtime(2), downtime(2), { status: 200, body: { id: "2" } }]);
    const waits: number[] = [];
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async (ms) => void waits.push(ms) });
    expect(await client.get("1")).toEqual({ id: "1" });
    expect(await client.post("act_1/campaigns", { name: "x" })).toEqual({ id: "2" });
    expect(calls.map((call) => call.init.method)).toEqual(["GET", "GET", "POST", "POST", "POST"]);
    expect(waits).toEqual([1000, 1000, 2000]);
  });

  it("retries a read that failed with code 1 or a bare 5xx", async () => {
    const { calls, fetcher } = fakeFetch([downtime(1, false), { status: 502, body: {} }, { status: 200, body: { ok: 1 } }]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async () => undefined });
    expect(await client.get("x")).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
  });

  it("does not send a POST or a DELETE again after a code 1 or a 5xx Meta did not mark transient: it may have been done", async () => {
    const { calls, fetcher } = fakeFetch([downtime(1, false), downtime(1), { status: 500, body: {} }]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async () => undefined });
    const posted = (await client.post("act_1/ads", { name: "x" }).catch((caught: unknown) => caught)) as GraphError;
    expect(posted).toMatchObject({ code: 1, isTransient: false, isDowntime: true });
    await expect(client.delete("123")).rejects.toMatchObject({ code: 1 });
    await expect(client.post("act_1/ads", { name: "y" })).rejects.toMatchObject({ status: 500, isDowntime: true });
    expect(calls.map((call) => call.init.method)).toEqual(["POST", "DELETE", "POST"]);
  });

  it("sends a POST again when Meta marks its downtime is_transient, but not a refused parameter so marked", async () => {
    const refused = { status: 400, body: { error: { message: "Invalid parameter", code: 100, error_subcode: 99, is_transient: true } } };
    const { calls, fetcher } = fakeFetch([downtime(1, true), { status: 200, body: { id: "9" } }, refused]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async () => undefined });
    expect(await client.post("act_1/adsets", { name: "x" })).toEqual({ id: "9" });
    await expect(client.post("act_1/adsets", { name: "y" })).rejects.toMatchObject({ code: 100 });
    expect(calls).toHaveLength(3);
  });

  it("gives up on downtime after the retries, with the error saying Meta is down", async () => {
    const { calls, fetcher } = fakeFetch([downtime(2), downtime(2), downtime(2)]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async () => undefined });
    await expect(client.get("x")).rejects.toMatchObject({ code: 2, status: 503, isDowntime: true });
    expect(calls).toHaveLength(3);
  });

  it("does not retry other errors, and flags token errors", async () => {
    const { calls, fetcher } = fakeFetch([{ status: 401, body: { error: { message: "Session has expired", code: 190, error_subcode: 463 } } }]);
    const error = (await new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher }).get("me").catch((caught: unknown) => caught)) as GraphError;
    expect(calls).toHaveLength(1);
    expect(error.isTokenError).toBe(true);
  });
});

describe("GraphClient.batch", () => {
  const item = (code: number, body: unknown, headers: { name: string; value: string }[] = []) => ({ code, headers, body: JSON.stringify(body) });

  it("sends one POST to the version's root with the calls as a JSON batch, the token in the header", async () => {
    const { calls, fetcher } = fakeFetch([{ status: 200, body: [item(200, { id: "1" }), item(200, { success: true })] }]);
    const client = new GraphClient({ baseUrl: "http://graph.test", version: "v26.0", accessToken: "EAAsecret", fetch: fetcher });
    const results = await client.batch([
      { method: "GET", path: "1", params: { fields: "id,adsets{id}" } },
      { method: "POST", path: "/2", params: { status: "PAUSED", targeting: { age_min: 30 } } },
    ]);
    expect(results).toEqual([
      { ok: true, data: { id: "1" } },
      { ok: true, data: { success: true } },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("http://graph.test/v26.0/");
    expect(calls[0]!.init.method).toBe("POST");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe("Bearer EAAsecret");
    const form = new URLSearchParams(String(calls[0]!.init.body));
    expect(JSON.parse(form.get("batch")!)).toEqual([
      { method: "GET", relative_url: "1?fields=id%2Cadsets%7Bid%7D" },
      { method: "POST", relative_url: "2", body: "status=PAUSED&targeting=%7B%22age_min%22%3A30%7D" },
    ]);
    expect(String(calls[0]!.init.body)).not.toContain("EAAsecret");
  });

  it("answers each call's error as a GraphError, and a call the batch did not complete (null or left out) as one too", async () => {
    const usage = { name: "X-Business-Use-Case-Usage", value: JSON.stringify({ "1": [{ estimated_time_to_regain_access: 7 }] }) };
    const { fetcher } = fakeFetch([
      {
        status: 200,
        body: [
          item(400, { error: { message: "Unsupported get request.", type: "GraphMethodException", code: 100, error_subcode: 33, fbtrace_id: "T1" } }),
          item(400, { error: { message: "User request limit reached", code: 17 } }, [usage]),
          null,
        ],
      },
    ]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher });
    const results = await client.batch([
      { method: "GET", path: "a" },
      { method: "GET", path: "b" },
      { method: "GET", path: "c" },
      { method: "GET", path: "d" },
    ]);
    expect(results.map((result) => result.ok)).toEqual([false, false, false, false]);
    const errors = results.map((result) => (result.ok ? null : result.error));
    expect(errors[0]).toBeInstanceOf(GraphError);
    expect(errors[0]).toMatchObject({ status: 400, code: 100, subcode: 33, fbtraceId: "T1" });
    expect(errors[1]).toMatchObject({ isRateLimit: true, retryAfterMinutes: 7 });
    expect(errors[2]).toMatchObject({ status: 504, code: null });
    expect(errors[3]).toMatchObject({ status: 504, code: null });
  });

  it("retries a rate-limited batch as a whole, and refuses more than 50 calls before sending", async () => {
    const { calls, fetcher } = fakeFetch([rateLimited(), { status: 200, body: [item(200, { id: "1" })] }]);
    const client = new GraphClient({ baseUrl: "http://g", version: "v24.0", fetch: fetcher, sleep: async () => undefined });
    expect(await client.batch([{ method: "GET", path: "1" }])).toEqual([{ ok: true, data: { id: "1" } }]);
    expect(calls).toHaveLength(2);
    await expect(client.batch(Array.from({ length: 51 }, () => ({ method: "GET" as const, path: "1" })))).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(2);
  });
});

describe("pacing from Meta's usage headers (the Rate Limiting page)", () => {
  beforeEach(() => forgetUse());
  const near = (percent: number) => ({
    status: 200,
    body: { id: "1" },
    headers: { "x-business-use-case-usage": JSON.stringify({ "123": [{ type: "ads_management", call_count: 3, total_cputime: percent, total_time: 5 }] }) },
  });

  it("reads the highest share of any limit from every answer, and waits before the next call only near one", async () => {
    const { fetcher } = fakeFetch([near(40), near(90), near(99), { status: 200, body: { id: "1" } }]);
    const waits: number[] = [];
    const client = new GraphClient({
      baseUrl: "https://graph.example",
      version: "v27.0",
      accessToken: "EAAtoken",
      fetch: fetcher,
      sleep: async (ms) => void waits.push(ms),
    });
    for (let call = 0; call < 4; call++) await client.get("me");
    expect(waits).toEqual([paceMs(90), paceMs(99)]);
    expect(paceMs(90)).toBeGreaterThan(paceMs(80));
    expect(paceMs(74)).toBe(0);
    expect(paceMs(100)).toBe(8000);
  });

  it("paces after a batch by the use its operations report in their own headers", async () => {
    const usage = { name: "X-Business-Use-Case-Usage", value: JSON.stringify({ "123": [{ type: "ads_management", call_count: 92 }] }) };
    const { fetcher } = fakeFetch([
      { status: 200, body: [{ code: 200, headers: [usage], body: JSON.stringify({ id: "1" }) }] },
      { status: 200, body: { id: "2" } },
    ]);
    const waits: number[] = [];
    const client = new GraphClient({
      baseUrl: "https://graph.example",
      version: "v27.0",
      accessToken: "EAAbatch",
      fetch: fetcher,
      sleep: async (ms) => void waits.push(ms),
    });
    await client.batch([{ method: "GET", path: "1" }]);
    await client.get("2");
    expect(waits).toEqual([paceMs(92)]);
  });

  it("keeps each token's use apart, and counts X-App-Usage and X-Ad-Account-Usage too", async () => {
    const headers = (name: string, value: unknown) => new Headers({ [name]: JSON.stringify(value) });
    expect(usagePercent(headers("x-app-usage", { call_count: 12, total_cputime: 80, total_time: 3 }))).toBe(80);
    expect(usagePercent(headers("x-ad-account-usage", { acc_id_util_pct: 91.5, reset_time_duration: 0 }))).toBe(91.5);
    expect(usagePercent(new Headers({ "x-app-usage": "not json" }))).toBeNull();
    const { fetcher } = fakeFetch([near(99), { status: 200, body: {} }]);
    const waits: number[] = [];
    const options = { baseUrl: "https://graph.example", version: "v27.0", fetch: fetcher, sleep: async (ms: number) => void waits.push(ms) };
    await new GraphClient({ ...options, accessToken: "EAAone" }).get("me");
    await new GraphClient({ ...options, accessToken: "EAAtwo" }).get("me");
    expect(waits).toEqual([]);
  });
});
