import { randomUUID } from "node:crypto";
import { POST as deauthorize } from "@/app/api/meta/deauthorize/route";
import { POST as dataDeletion } from "@/app/api/meta/data-deletion/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { metaCallbackLimit } from "@/lib/meta/callback-request";
import { findDataDeletion, metaUserIdDigest, normalizeConfirmationCode } from "@/lib/meta/data-deletion";
import { encodeSignedRequest } from "@/lib/meta/signed-request";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { makeUser } from "./factories";

const SECRET = "integration-meta-app-secret";
const originalSecret = env.META_APP_SECRET;
beforeEach(() => {
  env.META_APP_SECRET = SECRET;
});
afterAll(() => {
  env.META_APP_SECRET = originalSecret;
});

const newMetaUserId = () => String(10_000_000_000 + Math.floor(Math.random() * 1e9));
const signedFor = (metaUserId: string, overrides: Record<string, unknown> = {}, secret = SECRET) =>
  encodeSignedRequest({ algorithm: "HMAC-SHA256", user_id: metaUserId, issued_at: Math.floor(Date.now() / 1000), expires: 0, ...overrides }, secret);

// Each test has its own client address, so the rate limit of one does not spill into another.
function callbackRequest(path: string, body: Record<string, string>, ip = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: ip },
    body: new URLSearchParams(body),
  });
}
const deletionCall = (body: Record<string, string>, ip?: string) => dataDeletion(callbackRequest("/api/meta/data-deletion", body, ip));
const deauthorizeCall = (body: Record<string, string>) => deauthorize(callbackRequest("/api/meta/deauthorize", body));

async function connectedUser(metaUserId: string) {
  const user = await makeUser({
    label: "meta",
    fullName: "Ana",
    profile: {
      metaAccessToken: "v1.sealed.token",
      metaTokenExpiresAt: new Date(Date.now() + 86_400_000),
      metaUserId,
      metaPermissions: ["ads_management", "ads_read"],
      metaBusinessId: "biz_1",
      metaAdAccountId: "act_1",
      metaPageId: "page_1",
      instagramAccountId: "ig_1",
      instagramAccountUsername: "ana.store",
      metaAdAccountsData: [{ id: "act_1", name: "Ana Ads" }],
      metaPagesData: [{ id: "page_1", name: "Ana Store" }],
      metaPixelsData: [{ id: "px_1", name: "Ana Pixel" }],
    },
  });
  const campaign = await db.campaign.create({
    data: {
      userId: user.id,
      productName: "Sneakers",
      status: "published",
      adStatus: "ACTIVE",
      metaCampaignId: `mc_${randomUUID()}`,
      metaAdAccountName: "Ana Ads",
      metaPageName: "Ana Store",
      metaPixelName: "Ana Pixel",
      metaInstagramUsername: "ana.store",
      insight: { create: { impressions: 100, clicks: 5, spend: 500 } },
    },
  });
  return { userId: user.id, campaignId: campaign.id };
}

const profileOf = (userId: string) => db.profile.findUniqueOrThrow({ where: { userId } });
const emptiedMetaFields = {
  metaAccessToken: null,
  metaTokenExpiresAt: null,
  metaUserId: null,
  metaPermissions: [],
  metaBusinessId: null,
  metaAdAccountId: null,
  metaPageId: null,
  instagramAccountId: null,
  instagramAccountUsername: null,
  metaAdAccountsData: [],
  metaPagesData: [],
  metaPixelsData: [],
};

describe("POST /api/meta/data-deletion", () => {
  it("erases the matching user's Meta data only, and answers with the status address and code", async () => {
    const metaUserId = newMetaUserId();
    const target = await connectedUser(metaUserId);
    const bystander = await connectedUser(newMetaUserId());
    const bystanderBefore = await profileOf(bystander.userId);

    const response = await deletionCall({ signed_request: signedFor(metaUserId) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; confirmation_code: string };
    expect(body.confirmation_code).toMatch(/^[0-9A-Z]{20}$/);
    expect(body.url).toBe(`${new URL(env.APP_URL).origin}/exclusao-dados-usuario/status?code=${body.confirmation_code}`);

    expect(await profileOf(target.userId)).toMatchObject({ ...emptiedMetaFields, fullName: "Ana" });
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: target.campaignId }, include: { insight: true } });
    expect(campaign).toMatchObject({
      productName: "Sneakers",
      metaCampaignId: null,
      adStatus: null,
      metaAdAccountName: null,
      metaPageName: null,
      metaPixelName: null,
      metaInstagramUsername: null,
      insight: null,
    });

    expect(await profileOf(bystander.userId)).toEqual(bystanderBefore);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: bystander.campaignId } })).metaCampaignId).not.toBeNull();

    // The row keeps a keyed digest, never the Meta user id itself.
    const row = await db.metaDataDeletion.findUniqueOrThrow({ where: { confirmationCode: body.confirmation_code } });
    expect(row).toMatchObject({ status: "completed", metaUserId: metaUserIdDigest(metaUserId) });
    expect(row.metaUserId).not.toContain(metaUserId);
    expect(row.completedAt).toBeInstanceOf(Date);

    const status = await findDataDeletion(body.confirmation_code);
    expect(status).toEqual({ status: "completed", receivedAt: row.createdAt, completedAt: row.completedAt });
  });

  it("records a completed request even when no profile is linked to that Meta user", async () => {
    const response = await deletionCall({ signed_request: signedFor(newMetaUserId()) });
    expect(response.status).toBe(200);
    const { confirmation_code } = (await response.json()) as { confirmation_code: string };
    expect((await findDataDeletion(confirmation_code))?.status).toBe("completed");
  });

  it("refuses tampered, foreign, expired and missing requests with 400 and changes nothing", async () => {
    const metaUserId = newMetaUserId();
    const target = await connectedUser(metaUserId);
    const before = await profileOf(target.userId);
    const rowsBefore = await db.metaDataDeletion.count();
    const [signature] = signedFor(newMetaUserId()).split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ algorithm: "HMAC-SHA256", user_id: metaUserId, issued_at: Math.floor(Date.now() / 1000) })).toString(
      "base64url",
    );

    for (const [body, error] of [
      [{ signed_request: `${signature}.${forgedPayload}` }, "errors.metaCallback.invalidSignedRequest"],
      [{ signed_request: signedFor(metaUserId, {}, "not-our-secret") }, "errors.metaCallback.invalidSignedRequest"],
      [{ signed_request: signedFor(metaUserId, { issued_at: Math.floor(Date.now() / 1000) - 2 * 3600 }) }, "errors.metaCallback.expiredSignedRequest"],
      [{ signed_request: signedFor(metaUserId, { algorithm: "HMAC-SHA1" }) }, "errors.metaCallback.invalidSignedRequest"],
      [{ signed_request: "garbage" }, "errors.metaCallback.invalidSignedRequest"],
      [{}, "errors.metaCallback.invalidSignedRequest"],
    ] as const) {
      const response = await deletionCall(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error });
    }
    expect(await profileOf(target.userId)).toEqual(before);
    expect(await db.metaDataDeletion.count()).toBe(rowsBefore);
  });

  it("answers 503 while no Meta app secret is configured, changing nothing", async () => {
    const metaUserId = newMetaUserId();
    const target = await connectedUser(metaUserId);
    env.META_APP_SECRET = undefined;
    const response = await deletionCall({ signed_request: signedFor(metaUserId) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: "errors.metaCallback.notConfigured" });
    expect((await profileOf(target.userId)).metaUserId).toBe(metaUserId);
  });

  it("limits the requests of one client address", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < metaCallbackLimit("data-deletion").limit; i++) {
      expect((await deletionCall({ signed_request: "garbage" }, ip)).status).toBe(400);
    }
    const limited = await deletionCall({ signed_request: signedFor(newMetaUserId()) }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("data deletion status lookup", () => {
  it("finds nothing for an unknown or malformed code, and forgives spacing and case", async () => {
    const response = await deletionCall({ signed_request: signedFor(newMetaUserId()) });
    const { confirmation_code: code } = (await response.json()) as { confirmation_code: string };
    expect(await findDataDeletion(`${code.slice(0, 10).toLowerCase()}-${code.slice(10)} `)).toMatchObject({ status: "completed" });
    expect(await findDataDeletion("0".repeat(20))).toBeNull();
    expect(await findDataDeletion("not a code")).toBeNull();
    expect(normalizeConfirmationCode("ILOU".repeat(5))).toBeNull();
  });
});

describe("POST /api/meta/deauthorize", () => {
  it("disconnects the matching user from Meta, records no deletion, and answers success", async () => {
    const metaUserId = newMetaUserId();
    const target = await connectedUser(metaUserId);
    const bystander = await connectedUser(newMetaUserId());
    const rowsBefore = await db.metaDataDeletion.count();

    const response = await deauthorizeCall({ signed_request: signedFor(metaUserId) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await profileOf(target.userId)).toMatchObject(emptiedMetaFields);
    expect((await profileOf(bystander.userId)).metaAccessToken).toBe("v1.sealed.token");
    expect(await db.metaDataDeletion.count()).toBe(rowsBefore);
  });

  it("refuses an unsigned request with 400 and leaves the connection", async () => {
    const metaUserId = newMetaUserId();
    const target = await connectedUser(metaUserId);
    const response = await deauthorizeCall({ signed_request: signedFor(metaUserId, {}, "forged") });
    expect(response.status).toBe(400);
    expect((await profileOf(target.userId)).metaAccessToken).toBe("v1.sealed.token");
  });
});
