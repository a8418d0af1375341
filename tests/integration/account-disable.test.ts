import { mockJar } from "./action-request";
import { adminSetUserDisabledAction } from "@/lib/account/actions";
import { checkCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { makeUser, signInAs } from "./factories";
import { publishedCampaign, withFakeMeta } from "./meta-publish-helpers";

// Issue 14: an admin disabling an account ends its sessions at once and keeps it from signing in; its
// live campaigns are paused at Meta first (nobody could stop them otherwise). Enabling gives access back.

jest.setTimeout(60_000);

const PASSWORD = "segredo-da-bia";
const meta = withFakeMeta();

beforeEach(async () => {
  mockJar.clear();
  await db.rateLimitCounter.deleteMany();
});

async function sellerWithLiveCampaign() {
  const { user, campaign, metaCampaignId } = await publishedCampaign(true);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return { user, campaign, metaCampaignId };
}

const atMeta = (metaCampaignId: string) => meta().state.objects.get(metaCampaignId)!.fields.status;
const signInWith = (email: string, password: string) => checkCredentials({ email, password }, "203.0.113.60");

describe("disabling a user", () => {
  it("pauses their live campaigns at Meta, ends every session and refuses their sign-in; enabling lets them in again", async () => {
    const { user, campaign, metaCampaignId } = await sellerWithLiveCampaign();
    expect(atMeta(metaCampaignId)).toBe("ACTIVE");
    const admin = await makeUser({ admin: true, label: "admin" });
    signInAs(admin);

    expect(await adminSetUserDisabledAction({ userId: user.id, disabled: true })).toEqual({ ok: true, data: { pausedAtMeta: 1 } });
    expect(atMeta(metaCampaignId)).toBe("PAUSED");
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("paused");
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
    expect(await signInWith(user.email, PASSWORD)).toEqual({ ok: false, reason: "account_disabled" });
    // A wrong password says nothing about the account being disabled.
    expect(await signInWith(user.email, "wrong")).toEqual({ ok: false, reason: "invalid_credentials" });
    const audit = await db.adminAuditEntry.findFirstOrThrow({ where: { target: user.email, action: "user.disabled" } });
    expect(audit).toMatchObject({ actorEmail: admin.email, after: { pausedAtMeta: 1 } });

    expect(await adminSetUserDisabledAction({ userId: user.id, disabled: false })).toEqual({ ok: true, data: { pausedAtMeta: 0 } });
    expect(await signInWith(user.email, PASSWORD)).toMatchObject({ ok: true });
    // The campaign stays paused until its owner resumes it.
    expect(atMeta(metaCampaignId)).toBe("PAUSED");
  });

  it("a session cookie of a disabled user opens nothing", async () => {
    const user = await makeUser({ label: "seller" });
    const admin = await makeUser({ admin: true, label: "admin" });
    signInAs(admin);
    await adminSetUserDisabledAction({ userId: user.id, disabled: true });
    // Even a session row made afterwards (none can be, but the guard checks the account too).
    await db.userSession.create({ data: { id: user.sessionId, userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    signInAs(user);
    expect(await adminSetUserDisabledAction({ userId: admin.id, disabled: true })).toEqual({ ok: false, error: "errors.unauthorized" });
  });

  it("stops when Meta refuses to pause: the user stays enabled, and the refusal names the campaign", async () => {
    const { user, campaign, metaCampaignId } = await sellerWithLiveCampaign();
    meta().failOnce({ step: "update.campaign", error: { code: 100, message: "Invalid parameter", error_user_msg: "This campaign is in review." } });
    signInAs(await makeUser({ admin: true, label: "admin" }));
    const name = (await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).projectName ?? "";
    expect(await adminSetUserDisabledAction({ userId: user.id, disabled: true })).toEqual({
      ok: false,
      error: "admin.users.disable.metaRefused",
      values: { campaign: name, detail: "This campaign is in review.", paused: 0 },
    });
    expect(atMeta(metaCampaignId)).toBe("ACTIVE");
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(1);
    expect(await signInWith(user.email, PASSWORD)).toMatchObject({ ok: true });
  });

  it("refuses the admin's own account and anyone without the admin role", async () => {
    const admin = await makeUser({ admin: true, label: "admin" });
    const seller = await makeUser({ label: "seller" });
    signInAs(admin);
    expect(await adminSetUserDisabledAction({ userId: admin.id, disabled: true })).toEqual({ ok: false, error: "admin.users.errors.cannotDisableSelf" });
    signInAs(seller);
    expect(await adminSetUserDisabledAction({ userId: admin.id, disabled: true })).toEqual({ ok: false, error: "errors.forbidden" });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).disabledAt).toBeNull();
  });
});
