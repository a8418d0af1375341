// The fake Meta's Ads webhooks (e2e/fakes/meta/webhook-*.ts): the callback's verification handshake, the
// ad account's subscribed_apps edge and the app's subscriptions edge, and the notifications it POSTs to a
// tiny local receiver – signed, batched, retried, duplicated on request, escaped to ASCII.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_META_APP, FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta, type WebhooksSnapshot } from "@/e2e/fakes/meta";
import { envelopes } from "@/e2e/fakes/meta/webhook-delivery";
import { ACT, control, graph, publishLinkAd } from "./fake-meta-helpers";

type Received = { method: string; url: URL; headers: http.IncomingHttpHeaders; body: Buffer };

/** A callback endpoint: echoes the challenge (or not, per `verify`), answers POSTs with the planned statuses then 200. */
class Receiver {
  verify: "echo" | "wrong" | "forbidden" = "echo";
  postStatuses: number[] = [];
  received: Received[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      this.received.push({ method: req.method ?? "", url, headers: req.headers, body: Buffer.concat(chunks) });
      if (req.method === "GET") {
        if (this.verify === "forbidden") return res.writeHead(403).end("Forbidden");
        const challenge = url.searchParams.get("hub.challenge") ?? "";
        return res.writeHead(200, { "content-type": "text/plain" }).end(this.verify === "echo" ? challenge : `${challenge}0`);
      }
      res.writeHead(this.postStatuses.shift() ?? 200).end("ok");
    });
  });
  url = "";

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  get posts() {
    return this.received.filter((item) => item.method === "POST");
  }
  get gets() {
    return this.received.filter((item) => item.method === "GET");
  }
}

let meta: FakeMeta;
const receiver = new Receiver();
const token = FAKE_META_SEED_TOKEN;
const APP_TOKEN = `${FAKE_META_APP.id}|${FAKE_META_APP.secret}`;
const ACCOUNT_ID = ACT.slice(4);

beforeAll(async () => {
  meta = await startFakeMeta();
  await receiver.start();
});
afterAll(async () => {
  await meta.close();
  await receiver.close();
});
beforeEach(async () => {
  await control(meta, "/reset", {});
  receiver.verify = "echo";
  receiver.postStatuses = [];
  receiver.received = [];
});

/** POST to the control API, answering the status and body (control() throws on a refusal). */
async function controlAnswer(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${meta.url}/__control${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const settled = () => control<WebhooksSnapshot>(meta, "/webhooks?settled=1");

/** Registered for the default fields, the default account subscribed, a link ad published (and nothing sent for it). */
async function subscribedWithAd() {
  await control(meta, "/webhooks", { callbackUrl: receiver.url, verifyToken: "meatyhamhock" });
  expect((await graph(meta, `${ACT}/subscribed_apps`, token, { form: {} })).body).toEqual({ success: true });
  const ids = await publishLinkAd(meta, token);
  expect((await settled()).deliveries).toEqual([]);
  receiver.received = [];
  return ids;
}

type Envelope = { object: string; entry: { id: string; time: number; changes: { field: string; value: Record<string, unknown> }[] }[] };
const parse = (post: Received) => JSON.parse(post.body.toString("utf8")) as Envelope;
const signature = (body: Buffer) => `sha256=${createHmac("sha256", FAKE_META_APP.secret).update(body).digest("hex")}`;

describe("registration (the App Dashboard's Webhooks product and POST /{app-id}/subscriptions)", () => {
  it("verifies the callback: a wrong echo or a refusal registers nothing, the challenge echoed registers", async () => {
    receiver.verify = "wrong";
    const wrong = await controlAnswer("/webhooks", { callbackUrl: receiver.url, verifyToken: "meatyhamhock" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/not the hub\.challenge/);
    receiver.verify = "forbidden";
    expect((await controlAnswer("/webhooks", { callbackUrl: receiver.url, verifyToken: "meatyhamhock" })).body.error).toMatch(/HTTP 403/);
    expect((await control<WebhooksSnapshot>(meta, "/webhooks")).registration).toBeNull();

    receiver.verify = "echo";
    const { registration } = await control<Pick<WebhooksSnapshot, "registration">>(meta, "/webhooks", {
      callbackUrl: receiver.url,
      verifyToken: "meatyhamhock",
    });
    expect(registration).toMatchObject({
      object: "ad_account",
      callbackUrl: receiver.url,
      fields: ["effective_status", "with_issues_ad_objects", "in_process_ad_objects", "creative_fatigue"],
      via: "control",
    });
    const check = receiver.gets.at(-1)!.url.searchParams;
    expect(check.get("hub.mode")).toBe("subscribe");
    expect(check.get("hub.verify_token")).toBe("meatyhamhock");
    expect(check.get("hub.challenge")).toMatch(/^\d{10}$/);
  });

  it("refuses fields the ad_account object doesn't have, and a plain-HTTP callback off the loopback host", async () => {
    const field = await controlAnswer("/webhooks", { callbackUrl: receiver.url, verifyToken: "t", fields: ["effective_status", "ad_rejected"] });
    expect(field.status).toBe(400);
    expect(field.body.error).toMatch(/"ad_rejected" is not a field of the ad_account object/);
    const insecure = await controlAnswer("/webhooks", { callbackUrl: "http://example.com/hooks", verifyToken: "t" });
    expect(insecure.body.error).toMatch(/must be HTTPS/);
    expect(receiver.gets).toHaveLength(0);
  });

  it("takes POST /{app-id}/subscriptions with the app token only, verifying the callback, and amends the fields", async () => {
    const path = `${FAKE_META_APP.id}/subscriptions`;
    const form = { object: "ad_account", callback_url: receiver.url, fields: "effective_status", verify_token: "v1" };
    expect((await graph(meta, path, token, { form })).body.error).toMatchObject({ code: 15 });
    expect((await graph(meta, path, APP_TOKEN, { form: { ...form, object: undefined } })).body.error).toMatchObject({ code: 100 });
    expect((await graph(meta, path, APP_TOKEN, { form: { ...form, object: "page" } })).body.error).toMatchObject({ code: 100 });
    expect((await graph(meta, path, APP_TOKEN, { form: { ...form, fields: "effective_status,nope" } })).body.error).toMatchObject({ code: 100 });
    expect((await graph(meta, path, APP_TOKEN, { form: { ...form, subscribed_fields: "x" } })).body.error).toMatchObject({ code: 100 });

    receiver.verify = "forbidden";
    const refused = await graph(meta, path, APP_TOKEN, { form });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 2200, type: "OAuthException" });
    expect(refused.body.error!.message).toMatch(/^\(#2200\) Callback verification failed with the following errors: /);

    receiver.verify = "echo";
    expect((await graph(meta, path, APP_TOKEN, { form })).body).toEqual({ success: true });
    expect((await graph(meta, path, APP_TOKEN, { form: { object: "ad_account", fields: ["creative_fatigue"] } })).body).toEqual({ success: true });
    const { registration } = await meta.webhooks();
    expect(registration).toMatchObject({ callbackUrl: receiver.url, verifyToken: "v1", fields: ["effective_status", "creative_fatigue"], via: "graph" });
    expect(receiver.gets.map((get) => get.url.searchParams.get("hub.verify_token"))).toEqual(["v1", "v1", "v1"]);

    expect((await graph(meta, path, APP_TOKEN, { method: "DELETE", form: { fields: "effective_status" } })).body).toEqual({ success: true });
    expect((await meta.webhooks()).registration?.fields).toEqual(["creative_fatigue"]);
    expect((await graph(meta, path, APP_TOKEN, { method: "DELETE" })).body).toEqual({ success: true });
    expect((await meta.webhooks()).registration).toBeNull();
  });
});

describe("the ad account's subscribed_apps edge", () => {
  it("connects, lists and disconnects the app", async () => {
    const edge = `${ACT}/subscribed_apps`;
    expect((await graph(meta, edge, token)).body).toMatchObject({ data: [] });
    expect((await graph(meta, edge, token, { form: { app_id: FAKE_META_APP.id } })).body).toEqual({ success: true });
    expect((await graph(meta, edge, token)).body).toMatchObject({ data: [{ app_id: FAKE_META_APP.id, app_name: FAKE_META_APP.name }] });
    expect((await graph(meta, edge, token, { query: { fields: "app_name" } })).body).toMatchObject({ data: [{ app_name: FAKE_META_APP.name }] });
    expect((await graph(meta, edge, token, { query: { fields: "name,id" } })).body.error).toMatchObject({ code: 100 });
    expect((await graph(meta, edge, token, { method: "DELETE" })).body).toEqual({ success: true });
    expect((await graph(meta, edge, token)).body).toMatchObject({ data: [] });
  });

  it("refuses another app, a foreign parameter, a token without ads_management, another person's account and an expired version", async () => {
    const edge = `${ACT}/subscribed_apps`;
    expect((await graph(meta, edge, token, { form: { app_id: "999" } })).body.error).toMatchObject({ code: 100, message: "Invalid parameter" });
    expect((await graph(meta, edge, token, { method: "DELETE", form: { app_id: "999" } })).body.error).toMatchObject({ code: 100 });
    expect((await graph(meta, edge, token, { form: { fields: "effective_status" } })).body.error).toMatchObject({ code: 100 });
    const { access_token: readOnly } = await control<{ access_token: string }>(meta, "/tokens", { scopes: ["ads_read"] });
    expect((await graph(meta, edge, readOnly, { form: {} })).body.error).toMatchObject({ code: 200 });
    expect((await graph(meta, edge, readOnly, { method: "DELETE" })).body.error).toMatchObject({ code: 200 });
    expect((await graph(meta, edge, readOnly)).status).toBe(200);
    const { access_token: none } = await control<{ access_token: string }>(meta, "/tokens", { scopes: ["public_profile"] });
    expect((await graph(meta, edge, none)).body.error).toMatchObject({ code: 200 });
    expect((await graph(meta, "act_999999/subscribed_apps", token, { form: {} })).body.error).toMatchObject({ code: 200, message: "(#200) Permissions error" });
    expect((await graph(meta, edge, token, { form: {}, version: "v20.0" })).body.error).toMatchObject({ code: 2635 });
    expect((await graph(meta, edge, null, { form: {} })).body.error).toMatchObject({ code: 104 });
    expect((await meta.webhooks()).subscribedAccounts).toEqual([]);
  });
});

describe("notifications", () => {
  it("sends a signed field_changed (and with_issues_ad_objects) for an ad rejected in review", async () => {
    const { adId } = await subscribedWithAd();
    await control(meta, "/review", { id: adId, decision: "reject", reason: "Claims about health.", policy: "Health" });
    const snapshot = await settled();
    expect(snapshot.settled).toBe(true);
    expect(receiver.posts).toHaveLength(1);
    const post = receiver.posts[0]!;
    expect(post.headers["content-type"]).toBe("application/json");
    expect(post.headers["x-hub-signature-256"]).toBe(signature(post.body));
    expect(post.headers["x-hub-signature-256"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    const body = parse(post);
    expect(body).toEqual({
      object: "ad_account",
      entry: [
        {
          id: ACCOUNT_ID,
          time: expect.any(Number),
          changes: [
            { field: "field_changed", value: { object_id: adId, object_type: "ad", changed_fields: ["effective_status"] } },
            {
              field: "with_issues_ad_objects",
              value: { id: adId, level: "AD", error_code: "2859001", error_summary: "Ad rejected: Health", error_message: "Claims about health." },
            },
          ],
        },
      ],
    });
    expect(Math.abs(body.entry[0]!.time - Date.now() / 1000)).toBeLessThan(60);
    expect(snapshot.deliveries).toEqual([
      {
        id: 1,
        url: receiver.url,
        body: post.body.toString("utf8"),
        time: expect.any(String),
        attempts: [{ at: expect.any(String), status: 200 }],
        delivered: true,
        dropped: false,
      },
    ]);
    // Approved again: back to ACTIVE, another field_changed (no issue entered).
    await control(meta, "/review", { id: adId, decision: "approve" });
    await settled();
    expect(parse(receiver.posts[1]!).entry[0]!.changes.map((change) => change.field)).toEqual(["field_changed"]);
  });

  it("batches the changes of one request into one POST: a paused campaign cascades to its ad set and ad", async () => {
    const { campaignId, adSetId, adId } = await subscribedWithAd();
    expect((await graph(meta, campaignId, token, { form: { status: "PAUSED" } })).body).toEqual({ success: true });
    await settled();
    expect(receiver.posts).toHaveLength(1);
    const [entry] = parse(receiver.posts[0]!).entry;
    expect(entry!.changes.map((change) => change.value)).toEqual([
      { object_id: campaignId, object_type: "campaign", changed_fields: ["effective_status"] },
      { object_id: adSetId, object_type: "adset", changed_fields: ["effective_status"] },
      { object_id: adId, object_type: "ad", changed_fields: ["effective_status"] },
    ]);
    // Reading changes nothing; an edit that keeps the effective status sends nothing.
    await graph(meta, adId, token, { query: { fields: "effective_status" } });
    await graph(meta, campaignId, token, { form: { name: "Outro nome" } });
    expect((await settled()).deliveries).toHaveLength(1);
  });

  it("splits a batch past 1000 changes, an account's entry across POSTs", () => {
    const change = { field: "field_changed", value: {} };
    const posts = envelopes(
      new Map([
        ["1", Array.from({ length: 600 }, () => change)],
        ["2", Array.from({ length: 600 }, () => change)],
      ]),
      1,
    ) as Envelope[];
    expect(posts.map((post) => post.entry.map((entry) => [entry.id, entry.changes.length]))).toEqual([
      [
        ["1", 600],
        ["2", 400],
      ],
      [["2", 200]],
    ]);
  });

  it("sends nothing for an account that hasn't subscribed the app, or for a field not registered", async () => {
    await control(meta, "/webhooks", { callbackUrl: receiver.url, verifyToken: "t", fields: ["creative_fatigue"] });
    const { campaignId, adId } = await publishLinkAd(meta, token);
    expect(meta.sendFatigue({ adId, level: "LOW" })).toMatchObject({ queued: false, reason: expect.stringMatching(/has not subscribed/) });
    await graph(meta, campaignId, token, { form: { status: "PAUSED" } });
    await graph(meta, `${ACT}/subscribed_apps`, token, { form: {} });
    await graph(meta, campaignId, token, { form: { status: "ACTIVE" } });
    expect((await settled()).deliveries).toEqual([]);
  });

  it("retries after a failure until the callback answers 200, and drops the notification when every attempt fails", async () => {
    const { campaignId } = await subscribedWithAd();
    expect(await control(meta, "/webhooks/options", { retryDelaysMs: [0, 50] })).toEqual({ duplicates: false, retryDelaysMs: [0, 50] });
    receiver.postStatuses = [500];
    await graph(meta, campaignId, token, { form: { status: "PAUSED" } });
    const first = await settled();
    expect(first.deliveries[0]).toMatchObject({ delivered: true, dropped: false, attempts: [{ status: 500 }, { status: 200 }] });
    expect(receiver.posts).toHaveLength(2);
    expect(receiver.posts[1]!.body.equals(receiver.posts[0]!.body)).toBe(true);

    receiver.postStatuses = [503, 500, 302];
    await graph(meta, campaignId, token, { form: { status: "ACTIVE" } });
    const second = await settled();
    expect(second.deliveries[1]).toMatchObject({ delivered: false, dropped: true, attempts: [{ status: 503 }, { status: 500 }, { status: 302 }] });
    expect(second.pending).toBe(0);
  });

  it("records a network error as a failed attempt", async () => {
    const { campaignId } = await subscribedWithAd();
    meta.setWebhookOptions({ retryDelaysMs: [] });
    // Registered while it listened, then gone: nobody answers on its port any more.
    const gone = new Receiver();
    await gone.start();
    await meta.registerWebhooks({ callbackUrl: gone.url, verifyToken: "t" });
    await gone.close();
    await graph(meta, campaignId, token, { form: { status: "PAUSED" } });
    const snapshot = await meta.webhooks({ settled: true });
    expect(snapshot.deliveries[0]).toMatchObject({ delivered: false, dropped: true, attempts: [{ error: expect.stringMatching(/ECONNREFUSED/) }] });
  });

  it("POSTs every notification twice with the duplicates option", async () => {
    const { campaignId } = await subscribedWithAd();
    await control(meta, "/webhooks/options", { duplicates: true });
    await graph(meta, campaignId, token, { form: { status: "PAUSED" } });
    const snapshot = await settled();
    expect(receiver.posts).toHaveLength(2);
    expect(receiver.posts[0]!.body.equals(receiver.posts[1]!.body)).toBe(true);
    expect(snapshot.deliveries.map((delivery) => [delivery.id, delivery.duplicateOf, delivery.delivered])).toEqual([
      [1, undefined, true],
      [2, 1, true],
    ]);
  });

  it("sends creative_fatigue for an ACTIVE ad only, its message escaped to ASCII and signed as sent", async () => {
    const { adId, campaignId } = await subscribedWithAd();
    const message = "Anúncio cansado — troque a imagem 😀";
    const result = await control<{ queued: boolean }>(meta, "/fatigue", { adId, level: "HIGH", message });
    expect(result.queued).toBe(true);
    await settled();
    const post = receiver.posts[0]!;
    const raw = post.body.toString("latin1");
    expect(raw).toMatch(/^[\x20-\x7e]*$/);
    expect(raw).toContain("An\\u00fancio cansado \\u2014 troque a imagem \\ud83d\\ude00");
    expect(post.headers["x-hub-signature-256"]).toBe(signature(post.body));
    expect(parse(post).entry[0]!.changes).toEqual([
      { field: "creative_fatigue", value: { ad_account_id: ACCOUNT_ID, adgroup_id: adId, creative_fatigue_level: "HIGH", creative_fatigue_message: message } },
    ]);
    // Without a message, one in the form of Meta's example, from the ad's previous level.
    meta.sendFatigue({ adId, level: "MEDIUM" });
    await settled();
    expect(parse(receiver.posts[1]!).entry[0]!.changes[0]!.value.creative_fatigue_message).toMatch(/^Your ad fatigue changed from high to medium\. /);

    expect((await controlAnswer("/fatigue", { adId, level: "SEVERE" })).status).toBe(400);
    await graph(meta, campaignId, token, { form: { status: "PAUSED" } });
    const paused = await controlAnswer("/fatigue", { adId, level: "HIGH" });
    expect(paused.status).toBe(400);
    expect(paused.body.error).toMatch(/only sends creative_fatigue for ACTIVE ads; ad \d+ is CAMPAIGN_PAUSED/);
  });

  it("sends with_issues_ad_objects from a patched issue, and in_process_ad_objects when an object leaves IN_PROCESS", async () => {
    const { campaignId, adId } = await subscribedWithAd();
    const issue = {
      level: "CAMPAIGN",
      error_code: 1815694,
      error_summary: "Payment issue",
      error_message: "The payment method failed.",
      error_type: "SOFT_ERROR",
    };
    await control(meta, `/objects/${campaignId}`, { effective_status: "WITH_ISSUES", issues_info: [issue] });
    await control(meta, `/objects/${adId}`, { effective_status: "IN_PROCESS" });
    await control(meta, `/objects/${adId}`, { effective_status: "PAUSED" });
    await settled();
    const changes = receiver.posts.flatMap((post) => parse(post).entry.flatMap((entry) => entry.changes));
    expect(changes.filter((change) => change.field !== "field_changed")).toEqual([
      {
        field: "with_issues_ad_objects",
        value: { id: campaignId, level: "CAMPAIGN", error_code: "1815694", error_summary: "Payment issue", error_message: "The payment method failed." },
      },
      { field: "in_process_ad_objects", value: { id: adId, level: "AD", status_name: "Paused" } },
    ]);
    expect(changes.filter((change) => change.field === "field_changed")).toHaveLength(3);
  });

  it("starts again from nothing after a reset", async () => {
    const { campaignId } = await subscribedWithAd();
    await graph(meta, campaignId, token, { form: { status: "PAUSED" } });
    await settled();
    await control(meta, "/webhooks/options", { duplicates: true });
    await control(meta, "/reset", {});
    expect(await control(meta, "/webhooks")).toEqual({
      registration: null,
      subscribedAccounts: [],
      options: { duplicates: false, retryDelaysMs: [0, 250, 1000, 3000] },
      pending: 0,
      deliveries: [],
    });
  });
});
