import { randomUUID } from "node:crypto";
import { GET, POST } from "@/app/api/meta/webhooks/route";
import { db } from "@/lib/db";
import { jobQueue } from "@/lib/jobs/boss";
import { env } from "@/lib/env";
import { syncCampaigns } from "@/lib/meta/sync";
import { readDelivery } from "@/lib/meta/sync/delivery";
import { applyWebhookEvent, MAX_DELIVERY_BYTES, signatureOf, webhookVerifyToken } from "@/lib/meta/webhooks";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { publishedCampaign, withFakeMeta } from "./meta-publish-helpers";

// Meta's Ads webhooks at the app's door (issue 33): only Meta's signature over the raw body is let in;
// each change is kept once, so a duplicate or a replay changes nothing twice; the effect reads Meta's
// current state back, so a late delivery never moves a campaign back; an object the app did not make
// is ignored. Envelope and values: Meta's Ads webhooks pages (lib/meta/webhooks/envelope.ts).

jest.setTimeout(60_000);

const SECRET = "integration-webhook-app-secret";
const original = env.META_APP_SECRET;
beforeAll(() => {
  env.META_APP_SECRET = SECRET;
});
afterAll(() => {
  env.META_APP_SECRET = original;
});

const meta = withFakeMeta();
const ACCOUNT_DIGITS = "120210000000001";
const now = () => Math.floor(Date.now() / 1000);

// Each request has its own client address, so the per-address limit of one test does not reach another.
function post(body: string, signature: string | null = signatureOf(body, SECRET)) {
  return POST(
    new Request("http://localhost/api/meta/webhooks", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [CLIENT_ADDRESS_HEADER]: `198.51.100.1-${randomUUID()}`,
        ...(signature ? { "x-hub-signature-256": signature } : {}),
      },
      body,
    }),
  );
}

const envelope = (changes: { field: string; value: unknown }[], time = now(), account = ACCOUNT_DIGITS) =>
  JSON.stringify({ object: "ad_account", entry: [{ id: account, time, changes }] });
const statusChanged = (objectId: string, objectType = "ad") => ({
  field: "field_changed",
  value: { object_id: objectId, object_type: objectType, changed_fields: ["effective_status"] },
});
const fatigue = (adId: string, level: string) => ({
  field: "creative_fatigue",
  value: { ad_account_id: ACCOUNT_DIGITS, adgroup_id: adId, creative_fatigue_level: level, creative_fatigue_message: `Fatigue ${level}` },
});

const events = () => db.metaWebhookEvent.findMany({ orderBy: { receivedAt: "asc" } });
const queuedJobs = async () =>
  Number((await db.$queryRawUnsafe<{ count: string }[]>(`SELECT count(*)::text AS count FROM pgboss.job WHERE name = 'meta.webhook'`))[0]!.count);
/** What the meta.webhook worker does with each change not yet applied. */
async function runJobs() {
  for (const event of await db.metaWebhookEvent.findMany({ where: { processedAt: null } })) await applyWebhookEvent(event.digest);
}

async function adOf(campaignId: string) {
  const link = await db.metaObjectLink.findFirstOrThrow({ where: { campaignId, level: "ad" } });
  return link.metaId;
}

beforeEach(async () => {
  await db.metaWebhookEvent.deleteMany();
  await (await jobQueue()).clearStorage();
});

describe("the verification request", () => {
  const verify = (params: Record<string, string>) =>
    GET(
      new Request(`http://localhost/api/meta/webhooks?${new URLSearchParams(params)}`, {
        headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.2-${randomUUID()}` },
      }),
    );

  it("echoes the challenge for the app's verify token, and refuses anything else", async () => {
    const right = await verify({ "hub.mode": "subscribe", "hub.verify_token": webhookVerifyToken(), "hub.challenge": "1158201444" });
    expect(right.status).toBe(200);
    expect(await right.text()).toBe("1158201444");
    const refusals: Record<string, string>[] = [
      { "hub.mode": "subscribe", "hub.verify_token": "not-the-token", "hub.challenge": "1158201444" },
      { "hub.mode": "unsubscribe", "hub.verify_token": webhookVerifyToken(), "hub.challenge": "1158201444" },
      { "hub.verify_token": webhookVerifyToken(), "hub.challenge": "1158201444" },
      { "hub.mode": "subscribe", "hub.verify_token": webhookVerifyToken(), "hub.challenge": "<script>" },
    ];
    for (const params of refusals) {
      const refused = await verify(params);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain("1158201444");
    }
  });
});

describe("a delivery", () => {
  it("without a signature, or with a wrong one, is refused and nothing is kept", async () => {
    const body = envelope([statusChanged("120200000000999")]);
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, signatureOf(body, "another-secret"))).status).toBe(401);
    expect((await post(body, "sha256=zz")).status).toBe(401);
    // Signed, then changed on the way.
    expect((await post(body.replace("120200000000999", "120200000000998"), signatureOf(body, SECRET))).status).toBe(401);
    expect(await events()).toEqual([]);
    expect(await queuedJobs()).toBe(0);
  });

  it("that is not an ad account notification is refused, even signed", async () => {
    for (const body of [
      "not json",
      JSON.stringify({ object: "page", entry: [] }),
      JSON.stringify({ object: "ad_account", entry: [{ id: "act_x", time: 1, changes: [] }] }),
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ ok: false, error: "errors.metaWebhook.invalidBody" });
    }
  });

  it("over 1 MiB is refused before its signature is even checked; a signed one of 1 MB is taken", async () => {
    const tooLarge = " ".repeat(MAX_DELIVERY_BYTES + 1);
    expect((await post(tooLarge, signatureOf(tooLarge, SECRET))).status).toBe(413);
    const padded = envelope([statusChanged("120200000000999")]).padEnd(1_000_000, " ");
    expect((await post(padded)).status).toBe(200);
    expect(await events()).toHaveLength(1);
  });

  it("sent twice (a retry, a duplicate) or replayed later is kept and acted on once", async () => {
    const body = envelope([statusChanged("120200000000999"), fatigue("120200000000999", "HIGH")]);
    expect((await post(body)).status).toBe(200);
    expect((await post(body)).status).toBe(200);
    expect(await events()).toHaveLength(2);
    expect(await queuedJobs()).toBe(2);
    await runJobs();
    // Replayed after it was applied: still taken (Meta must not retry it), still nothing new.
    expect((await post(body)).status).toBe(200);
    expect(await events()).toHaveLength(2);
    expect(await queuedJobs()).toBe(2);
  });

  it("with odd values (none, null, a number) is taken without harm", async () => {
    const body = JSON.stringify({
      object: "ad_account",
      entry: [
        { id: 120210000000001, time: now(), changes: [{ field: "field_changed" }, { field: "creative_fatigue", value: null }, { field: "x", value: 7 }] },
      ],
    });
    expect((await post(body)).status).toBe(200);
    await runJobs();
    expect((await events()).map((event) => event.outcome)).toEqual(["ignored", "ignored", "ignored"]);
  });

  it("about an object the app did not make changes nothing", async () => {
    const body = envelope([statusChanged("120200000000999"), { field: "ad_recommendations", value: { ad_account_id: ACCOUNT_DIGITS, ad_object_ids: ["1"] } }]);
    expect((await post(body)).status).toBe(200);
    await runJobs();
    expect((await events()).map((event) => event.outcome).sort()).toEqual(["ignored", "unknown"]);
  });
});

describe("the effect", () => {
  it("a rejection at Meta is read back for the campaign the ad belongs to, without a sync", async () => {
    const { campaign, metaCampaignId } = await publishedCampaign();
    const adId = await adOf(campaign.id);
    const ads = await db.metaObjectLink.count({ where: { campaignId: campaign.id, level: "ad" } });
    // Meta's review rejects every ad of the campaign.
    await fetch(`${meta().url}/__control/review`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: metaCampaignId, decision: "reject", reason: "Texto com promessa de cura." }),
    });
    expect((await post(envelope([statusChanged(adId)]))).status).toBe(200);
    await runJobs();
    // The fake's ids start again at each reset, so older tests' campaigns may share them in this database.
    expect((await events())[0]?.outcome).toContain("synced");
    const after = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(readDelivery(after.metaDelivery)).toMatchObject({ state: "rejected", rejectedAds: ads });
    expect(readDelivery(after.metaDelivery)?.reasons.join(" ")).toContain("Texto com promessa de cura.");
    // The seller is told once, with Meta's reason.
    const told = await db.notification.findMany({ where: { userId: campaign.userId } });
    expect(told).toEqual([expect.objectContaining({ kind: "adRejected", campaignId: campaign.id })]);
    expect(JSON.stringify(told[0]!.values)).toContain("Texto com promessa de cura.");

    // A delivery sent earlier and arriving late reads today's state: still rejected.
    expect((await post(envelope([statusChanged(adId)], now() - 600))).status).toBe(200);
    await runJobs();
    expect(readDelivery((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).metaDelivery)?.state).toBe("rejected");
  });

  it("the hourly sync counts what it had to correct: a change no webhook announced", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, corrected: 0 });
    // Paused in Ads Manager, and no delivery reached the app.
    await fetch(`${meta().url}/__control/objects/${metaCampaignId}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "PAUSED" }),
    });
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, corrected: 1 });
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("paused");
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, corrected: 0 });
  });

  it("creative fatigue keeps the newest level of each ad, whatever order the deliveries arrive in", async () => {
    const { campaign } = await publishedCampaign();
    const adId = await adOf(campaign.id);
    const sent = now();
    await post(envelope([fatigue(adId, "HIGH")], sent));
    await post(envelope([fatigue(adId, "MEDIUM")], sent - 60));
    await runJobs();
    const fatigueOf = async () =>
      ((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).metaFatigue as Record<string, { level: string }>)[adId];
    expect(await fatigueOf()).toMatchObject({ level: "HIGH" });
    // HIGH is worth telling; the late MEDIUM is not.
    expect((await db.notification.findMany({ where: { userId: campaign.userId } })).map((event) => event.kind)).toEqual(["fatigueHigh"]);
    await post(envelope([fatigue(adId, "LOW")], sent + 60));
    await runJobs();
    expect(await fatigueOf()).toMatchObject({ level: "LOW" });
  });
});
