import "./action-request";
import { randomBytes } from "node:crypto";
import { GET as downloadMyData } from "@/app/api/account/export/route";
import { accountExport } from "@/lib/account/export";
import { ACCOUNT_LIMITS } from "@/lib/account/limits";
import { updateUserPlan } from "@/lib/admin/users";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { metaTokenContext } from "@/lib/meta/config";
import { encryptSecret } from "@/lib/security/crypto";
import { daysFromNow } from "@/tests/support/days";
import { makeUser, signInAs } from "./factories";
import { requestTo } from "./routes-helpers";

// LGPD "Download my data": everything the app keeps about the user, as a JSON file, and nothing that
// would let anyone act as them (password hash, Meta token, token hashes, sessions).

const META_TOKEN = "EAAB-the-users-own-meta-token";
// The day the published campaign started, and the day of its insights.
const startDay = daysFromNow(-7);

/** A seller with a Meta connection, a published campaign with insights, a draft, tokens and admin changes. */
async function seller() {
  const user = await makeUser({ label: "export", fullName: "Ana Souza", passwordHash: await hashPassword("secret123") });
  const sealedToken = encryptSecret(META_TOKEN, metaTokenContext(user.id));
  await db.profile.update({
    where: { userId: user.id },
    data: {
      metaAccessToken: sealedToken,
      metaTokenExpiresAt: new Date(Date.now() + 86_400_000),
      metaUserId: "10150000000000042",
      metaPermissions: ["ads_management", "ads_read"],
      metaAdAccountId: "act_120210000000001",
      metaAdAccountsData: [{ id: "act_120210000000001", name: "Loja da Ana", currency: "BRL", active: true }],
      metaRegulationIdentities: { act_120210000000001: { beneficiaryId: "12345678901", payerId: "12345678901" } },
    },
  });
  const campaign = await db.campaign.create({
    data: {
      userId: user.id,
      projectName: "Verão Corrida",
      productName: "Tênis Corrida Pro",
      creatives: [{ id: "c1", type: "image", url: `/api/uploads/media/${user.id}/1.jpg`, name: "1.jpg", generated: false, isMain: true }],
      adSetsConfig: [
        { id: "1", name: "Conjunto 1", title: "Corra", primaryText: "Conforto.", audience: ["Corrida"], metaInterests: [], budget: 2500, enabled: true },
      ],
      status: "active",
      metaCampaignId: "120200000000099",
      startDate: new Date(`${startDay}T00:00:00Z`),
      insight: { create: { impressions: 1200, clicks: 34, spend: 4599, currency: "BRL", ctr: 2.83, cpc: 1.35 } },
      dailyInsights: { create: [{ date: new Date(`${startDay}T00:00:00Z`), impressions: 1200, clicks: 34, spend: 4599, currency: "BRL" }] },
      sales: { create: [{ userId: user.id, amount: 29_990, currency: "BRL", note: "Maria" }] },
    },
  });
  await db.metaPublishRun.create({
    data: { campaignId: campaign.id, userId: user.id, status: "completed", step: "completed", state: { campaignId: "120200000000099", adSets: {}, media: {} } },
  });
  await db.wizardDraft.create({ data: { userId: user.id, state: { step: 2, url: "https://loja.example/tenis" } } });
  await db.notification.create({
    data: {
      userId: user.id,
      kind: "adRejected",
      campaignId: campaign.id,
      values: { campaign: "Tênis", reason: "Health claims" },
      dedupeKey: "adRejected:x:first",
    },
  });
  const [confirmation, reset] = [randomBytes(32).toString("hex"), randomBytes(32).toString("hex")];
  await db.emailVerificationToken.create({ data: { userId: user.id, tokenHash: confirmation, expiresAt: new Date(Date.now() + 86_400_000) } });
  await db.passwordResetToken.create({ data: { userId: user.id, tokenHash: reset, expiresAt: new Date(Date.now() + 3_600_000) } });
  const admin = await makeUser({ label: "export-admin", admin: true });
  await updateUserPlan({ id: admin.id, email: admin.email }, { userId: user.id, planType: "pro", campaignLimit: 20 });
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  return { user, admin, campaign, secrets: [sealedToken, META_TOKEN, row.passwordHash, confirmation, reset, user.sessionId] };
}

describe("accountExport", () => {
  it("holds the account, profile, campaigns with insights and publish state, the draft and the admins' changes", async () => {
    const { user, campaign } = await seller();
    const other = await makeUser({ label: "bystander" });
    await db.campaign.create({ data: { userId: other.id, projectName: "Not hers" } });

    const data = JSON.parse(JSON.stringify(await accountExport(user.id)));
    expect(data.account).toEqual({ email: user.email, createdAt: expect.any(String), emailVerifiedAt: expect.any(String) });
    expect(data.profile).toMatchObject({
      fullName: "Ana Souza",
      planType: "pro",
      campaignLimit: 20,
      regulationIdentities: { act_120210000000001: { beneficiaryId: "12345678901", payerId: "12345678901" } },
      meta: {
        connected: true,
        metaUserId: "10150000000000042",
        permissions: ["ads_management", "ads_read"],
        adAccountId: "act_120210000000001",
        adAccounts: [{ id: "act_120210000000001", name: "Loja da Ana", currency: "BRL", active: true }],
      },
    });
    expect(data.campaigns).toHaveLength(1);
    expect(data.campaigns[0]).toMatchObject({
      id: campaign.id,
      projectName: "Verão Corrida",
      status: "active",
      metaCampaignId: "120200000000099",
      startDate: startDay,
      creatives: [{ id: "c1", name: "1.jpg" }],
      adSetsConfig: [{ id: "1", name: "Conjunto 1" }],
      insight: { impressions: 1200, clicks: 34, spend: 4599, currency: "BRL" },
      dailyInsights: [{ date: startDay, impressions: 1200, spend: 4599 }],
      sales: [{ amount: 29_990, currency: "BRL", note: "Maria" }],
      publishRun: { status: "completed", state: { campaignId: "120200000000099" } },
    });
    expect(data.campaigns[0]).not.toHaveProperty("userId");
    expect(data.wizardDraft).toMatchObject({ state: { step: 2, url: "https://loja.example/tenis" } });
    expect(data.notifications).toEqual([expect.objectContaining({ kind: "adRejected", values: { campaign: "Tênis", reason: "Health claims" }, readAt: null })]);
    // One change of plan and limit is two entries, made in the same instant: in either order.
    expect(data.auditEntries).toHaveLength(2);
    expect(data.auditEntries).toEqual(
      expect.arrayContaining([
        { action: "user.plan_changed", before: { planType: "free" }, after: { planType: "pro" }, createdAt: expect.any(String) },
        { action: "user.limit_changed", before: { campaignLimit: 1 }, after: { campaignLimit: 20 }, createdAt: expect.any(String) },
      ]),
    );
  });

  it("carries no password hash, Meta token (sealed or clear), token hash or session, by name or by value", async () => {
    const { user, admin, secrets } = await seller();
    const text = JSON.stringify(await accountExport(user.id));
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const name of ["passwordHash", "metaAccessToken", "tokenHash", "sessions", "password_hash"]) expect(text).not.toContain(name);
    // The admin who changed the plan is the staff's data, not the user's.
    expect(text).not.toContain(admin.email);
  });

  it("answers null for an account that does not exist", async () => {
    expect(await accountExport(crypto.randomUUID())).toBeNull();
  });
});

describe("GET /api/account/export", () => {
  const download = () => downloadMyData(requestTo("/api/account/export", { method: "GET" }));

  it("refuses a visitor without a session", async () => {
    signInAs(null);
    const response = await download();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, error: "errors.unauthorized" });
  });

  it("answers the signed-in user's data as a pretty-printed JSON attachment, never cached", async () => {
    const { user, secrets } = await seller();
    signInAs(user);
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="adcampaign-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain('\n  "account": {\n    "email"');
    const data = JSON.parse(text) as { account: { email: string }; campaigns: unknown[]; exportedAt: string };
    expect(response.headers.get("content-disposition")).toContain(`adcampaign-data-${data.exportedAt.slice(0, 10)}.json`);
    expect([data.account.email, data.campaigns.length]).toEqual([user.email, 1]);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("is limited per user per hour", async () => {
    const user = await makeUser({ label: "export-limit" });
    signInAs(user);
    for (let call = 0; call < ACCOUNT_LIMITS.export.limit; call++) expect((await download()).status).toBe(200);
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ ok: false, error: "errors.rateLimited" });
  });
});
