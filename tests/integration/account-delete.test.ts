import { mockJar } from "./action-request";
import { signOut } from "@/lib/auth/auth";
import { adminDeleteUserAction, deleteMyAccountAction } from "@/lib/account/actions";
import { deleteAccount } from "@/lib/account/delete";
import { recordAdminChange } from "@/lib/admin/audit";
import { checkCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { putFile } from "@/lib/storage/files";
import { makeUser, signInAs, type TestUser } from "./factories";
import { publishedCampaign, savedCampaign, SELECTION, withFakeMeta } from "./meta-publish-helpers";
import { storageDriverForTests } from "./storage-drivers";

// LGPD "Delete my account" and the admin's "Delete user": linked campaigns are paused at Meta first (a
// refusal stops everything), then the uploads, the account and everything in it go; the audit log keeps
// that it happened, not who it was; the person can no longer sign in.

jest.setTimeout(60_000);

const PASSWORD = "segredo-da-ana";
const meta = withFakeMeta();
const storage = storageDriverForTests("local disk");

beforeEach(async () => {
  mockJar.clear();
  jest.mocked(signOut).mockClear();
  await db.rateLimitCounter.deleteMany();
});

/**
 * A seller with two campaigns published at Meta (the first active, the second paused), a draft, an
 * avatar and uploads, an admin's earlier change to the account, and a known password.
 */
async function seller() {
  const { user, campaign: running, metaCampaignId: runningAtMeta } = await publishedCampaign(true);
  const second = await savedCampaign(user.id, { media: ["image"] });
  await db.campaign.update({ where: { id: second.id }, data: { projectName: "Inverno Trilha" } });
  const published = await publishCampaign(user.id, second.id, { ...SELECTION, activate: false });
  if (!published.ok) throw new Error(`publish failed: ${published.error}`);
  const paused = await db.campaign.findUniqueOrThrow({ where: { id: second.id } });
  await db.campaign.create({ data: { userId: user.id, projectName: "Rascunho" } });
  await db.wizardDraft.create({ data: { userId: user.id, state: { step: 1 } } });
  await putFile(`avatars/${user.id}/1-avatar.png`, new Uint8Array([137, 80, 78, 71]));
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const fullName = `Ana ${crypto.randomUUID().slice(0, 8)}`;
  await db.profile.update({ where: { userId: user.id }, data: { fullName } });
  // What the log said about her before: her e-mail as the target, her name in the values.
  await recordAdminChange(db, { actor: { id: null, email: "admin@example.com" }, action: "user.created", target: user.email, after: { fullName } });
  return { user, fullName, running: { ...running, metaCampaignId: runningAtMeta }, paused: { ...paused, metaCampaignId: paused.metaCampaignId! } };
}

const atMeta = (metaCampaignId: string) => meta().state.objects.get(metaCampaignId)!.fields.status;
const pausesSent = (metaCampaignId: string) =>
  meta().state.log.filter((call) => call.method === "POST" && call.path.endsWith(`/${metaCampaignId}`) && call.params.status === "PAUSED").length;

/** Everything of the account that must go, or stay whole when the deletion is refused. */
async function accountState(user: TestUser) {
  const [account, campaigns, drafts, sessions] = await Promise.all([
    db.user.count({ where: { id: user.id } }),
    db.campaign.count({ where: { userId: user.id } }),
    db.wizardDraft.count({ where: { userId: user.id } }),
    db.userSession.count({ where: { userId: user.id } }),
  ]);
  const files = [...storage.filesLeft(`media/${user.id}`), ...storage.filesLeft(`avatars/${user.id}`)].length;
  return { account, campaigns, drafts, sessions, files };
}

const signInWith = (email: string, password: string) => checkCredentials({ email, password }, "203.0.113.50");

describe("deleting my account", () => {
  it("refuses a wrong password, deleting nothing and pausing nothing", async () => {
    const { user, running } = await seller();
    const before = await accountState(user);
    signInAs(user);
    expect(await deleteMyAccountAction({ password: "not-my-password" })).toEqual({
      ok: false,
      error: "account.delete.errors.wrongPassword",
      fieldErrors: { password: "account.delete.errors.wrongPassword" },
    });
    expect(await accountState(user)).toEqual(before);
    expect(before).toMatchObject({ account: 1, campaigns: 3, drafts: 1, sessions: 1 });
    expect(before.files).toBeGreaterThanOrEqual(3);
    expect([atMeta(running.metaCampaignId), pausesSent(running.metaCampaignId)]).toEqual(["ACTIVE", 0]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("pauses every campaign at Meta, then deletes the uploads, the account and everything in it, and signs out", async () => {
    const { user, running, paused } = await seller();
    const bystander = await makeUser({ label: "bystander" });
    await putFile(`media/${bystander.id}/1-theirs.jpg`, new Uint8Array([1, 2, 3]));
    signInAs(user);

    expect(await deleteMyAccountAction({ password: PASSWORD })).toEqual({ ok: true, data: { campaigns: 3, pausedAtMeta: 2 } });
    expect([atMeta(running.metaCampaignId), atMeta(paused.metaCampaignId)]).toEqual(["PAUSED", "PAUSED"]);
    // The paused one is paused again: the status here is only as fresh as the last sync.
    expect([pausesSent(running.metaCampaignId), pausesSent(paused.metaCampaignId)]).toEqual([1, 1]);
    expect(await accountState(user)).toEqual({ account: 0, campaigns: 0, drafts: 0, sessions: 0, files: 0 });
    expect(await db.profile.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.metaPublishRun.count({ where: { userId: user.id } })).toBe(0);
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(await signInWith(user.email, PASSWORD)).toEqual({ ok: false, reason: "invalid_credentials" });
    // Another account's files and row are untouched.
    expect(storage.filesLeft(`media/${bystander.id}`)).toEqual([`media/${bystander.id}/1-theirs.jpg`]);
    expect(await db.user.count({ where: { id: bystander.id } })).toBe(1);
  });

  it("keeps a log entry of the deletion and of the account's past, without its e-mail or name", async () => {
    const { user, fullName } = await seller();
    signInAs(user);
    expect(await deleteMyAccountAction({ password: PASSWORD })).toMatchObject({ ok: true });
    const log = await db.adminAuditEntry.findMany({ where: { target: "deleted account" }, orderBy: { createdAt: "asc" } });
    expect(log.at(-1)).toMatchObject({ action: "user.deleted", actorId: null, actorEmail: "self", after: { campaigns: 3, pausedAtMeta: 2 } });
    expect(log.find((entry) => entry.action === "user.created")).toMatchObject({ actorEmail: "admin@example.com", after: {} });
    const everything = JSON.stringify(await db.adminAuditEntry.findMany());
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain(fullName);
  });

  it("stops when Meta refuses a campaign: nothing is deleted, and the refusal names the campaign and Meta's reason", async () => {
    const { user, running, paused } = await seller();
    // The first pause goes through; Meta refuses the second.
    meta().failOnce({ step: "update.campaign", after: 1, error: { code: 100, message: "Invalid parameter", error_user_msg: "This campaign is in review." } });
    const before = await accountState(user);
    signInAs(user);

    expect(await deleteMyAccountAction({ password: PASSWORD })).toEqual({
      ok: false,
      error: "account.delete.metaRefused",
      values: { campaign: "Inverno Trilha", detail: "This campaign is in review.", paused: 1 },
    });
    expect(await accountState(user)).toEqual(before);
    expect((await db.profile.findUniqueOrThrow({ where: { userId: user.id } })).metaAccessToken).not.toBeNull();
    // The one Meta paused reads paused here too, so the app and Meta agree.
    expect([atMeta(running.metaCampaignId), (await db.campaign.findUniqueOrThrow({ where: { id: running.id } })).status]).toEqual(["PAUSED", "paused"]);
    expect(atMeta(paused.metaCampaignId)).toBe("PAUSED");
    expect(signOut).not.toHaveBeenCalled();
    expect(await signInWith(user.email, PASSWORD)).toMatchObject({ ok: true });

    // Once Meta accepts, the same request goes through.
    expect(await deleteMyAccountAction({ password: PASSWORD })).toMatchObject({ ok: true, data: { pausedAtMeta: 2 } });
  });

  it("stops when Meta refuses without a reason for the person: its developer text is never shown", async () => {
    const { user } = await seller();
    meta().failOnce({ step: "update.campaign", error: { code: 100, error_subcode: 33, message: "Unsupported post request." } });
    const before = await accountState(user);
    signInAs(user);
    expect(await deleteMyAccountAction({ password: PASSWORD })).toEqual({
      ok: false,
      error: "account.delete.metaRefusedNoReason",
      values: { campaign: "Verão Corrida", detail: "", paused: 0 },
    });
    expect(await accountState(user)).toEqual(before);
  });

  it("stops when the Meta connection is gone while campaigns are linked, naming the campaign", async () => {
    const { user } = await seller();
    await db.profile.update({ where: { userId: user.id }, data: { metaAccessToken: null } });
    const before = await accountState(user);
    signInAs(user);
    expect(await deleteMyAccountAction({ password: PASSWORD })).toEqual({
      ok: false,
      error: "account.delete.metaFailed.notConnected",
      values: { campaign: "Verão Corrida", detail: "", paused: 0 },
    });
    expect(await accountState(user)).toEqual(before);
  });

  it("waits for a publish under way", async () => {
    const { user, paused } = await seller();
    await db.metaPublishRun.update({ where: { campaignId: paused.id }, data: { lockedUntil: new Date(Date.now() + 60_000) } });
    const calls = meta().state.log.length;
    expect(await deleteAccount(user.id)).toEqual({ ok: false, error: "account.delete.errors.publishing", values: { campaign: "Inverno Trilha" } });
    expect(meta().state.log.length).toBe(calls);
    expect((await accountState(user)).account).toBe(1);
  });

  it("deletes an account without Meta without calling Meta", async () => {
    const user = await makeUser({ label: "no-meta", passwordHash: await hashPassword(PASSWORD) });
    await db.campaign.create({ data: { userId: user.id, projectName: "Rascunho" } });
    await putFile(`media/${user.id}/1-photo.jpg`, new Uint8Array([255, 216, 255]));
    signInAs(user);
    expect(await deleteMyAccountAction({ password: PASSWORD })).toEqual({ ok: true, data: { campaigns: 1, pausedAtMeta: 0 } });
    expect(meta().state.log).toHaveLength(0);
    expect(await accountState(user)).toEqual({ account: 0, campaigns: 0, drafts: 0, sessions: 0, files: 0 });
  });
});

describe("an admin deleting a user", () => {
  it("does the same, recorded as the admin's", async () => {
    const { user, running } = await seller();
    const admin = await makeUser({ label: "deleter", admin: true });
    signInAs(admin);
    expect(await adminDeleteUserAction({ userId: user.id })).toEqual({ ok: true, data: { campaigns: 3, pausedAtMeta: 2 } });
    expect(atMeta(running.metaCampaignId)).toBe("PAUSED");
    expect(await accountState(user)).toEqual({ account: 0, campaigns: 0, drafts: 0, sessions: 0, files: 0 });
    const entry = await db.adminAuditEntry.findFirstOrThrow({ where: { action: "user.deleted", actorId: admin.id } });
    expect(entry).toMatchObject({ actorEmail: admin.email, target: "deleted account", after: { campaigns: 3, pausedAtMeta: 2 } });
    // The admin's own session is not the one that ends.
    expect(signOut).not.toHaveBeenCalled();
  });

  it("refuses the admin's own account, and a user that is gone", async () => {
    const admin = await makeUser({ label: "self-deleter", admin: true });
    signInAs(admin);
    expect(await adminDeleteUserAction({ userId: admin.id })).toEqual({ ok: false, error: "admin.users.errors.cannotDeleteSelf" });
    expect(await db.user.count({ where: { id: admin.id } })).toBe(1);
    expect(await adminDeleteUserAction({ userId: crypto.randomUUID() })).toEqual({ ok: false, error: "admin.users.errors.notFound" });
  });

  it("is refused to a user without the admin role, who deletes nothing", async () => {
    const target = await makeUser({ label: "target" });
    const seller = await makeUser({ label: "not-admin" });
    signInAs(seller);
    expect(await adminDeleteUserAction({ userId: target.id })).toEqual({ ok: false, error: "errors.forbidden" });
    signInAs(null);
    expect(await adminDeleteUserAction({ userId: target.id })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await db.user.count({ where: { id: target.id } })).toBe(1);
  });
});
