import { FAKE_META_APP, FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { checkMetaApp } from "@/lib/admin/provider-tests";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { captureLogs } from "@/lib/log/capture";
import { checkMetaAppSetup } from "@/lib/meta/app-setup";
import { publishCampaign } from "@/lib/meta/publish";
import { loadWizardAssets } from "@/lib/meta/wizard-assets";
import { reloadSettings } from "@/lib/settings/store";
import { graph } from "./fake-meta-helpers";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 12: a Meta app in development mode, or with only Standard access to ads_management, lets only
// the people with a role on it publish. The fake Meta refuses a development-mode app's creatives
// (subcode 1885183) and answers the app's permissions; the app reads both and says so on the connect
// card and in the admin's test.

jest.setTimeout(60_000);
const meta = withFakeMeta();
const originalSecret = env.META_APP_SECRET;
beforeAll(async () => {
  env.META_APP_SECRET = FAKE_META_APP.secret;
  // The app's credentials come from the environment here: another file may have saved its own in the
  // shared database (the PostgreSQL run keeps rows between files).
  await db.adminSetting.deleteMany();
  await reloadSettings();
});
afterAll(() => {
  env.META_APP_SECRET = originalSecret;
});
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const ACCOUNT = SELECTION.adAccountId;
const appToken = `${FAKE_META_APP.id}|${FAKE_META_APP.secret}`;

/** A seller whose ad accounts and Pages were read once, as after connecting. */
async function syncedSeller() {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  expect(await loadWizardAssets(user.id, null)).toMatchObject({ ok: true });
  return user;
}

describe("the fake Meta's app", () => {
  it("answers the app's permissions to its app token only, ads_management unapproved at Standard access", async () => {
    const live = await graph(meta(), `${FAKE_META_APP.id}/permissions`, appToken);
    expect(live.body.data).toEqual(expect.arrayContaining([{ permission: "ads_management", status: "live" }]));
    meta().settings({ unapprovedPermissions: ["ads_management"] });
    const standard = await graph(meta(), `${FAKE_META_APP.id}/permissions`, appToken);
    expect(standard.body.data).toEqual(
      expect.arrayContaining([
        { permission: "ads_management", status: "unapproved" },
        { permission: "ads_read", status: "live" },
      ]),
    );
    const withUserToken = await graph(meta(), `${FAKE_META_APP.id}/permissions`, FAKE_META_SEED_TOKEN);
    expect(withUserToken.body.error).toMatchObject({ code: 15, message: "(#15) This method must be called with an app access_token." });
  });

  it("in development mode refuses creatives, validate_only included, with Meta's subcode 1885183", async () => {
    meta().settings({ appMode: "development" });
    const spec = { page_id: "104857600000001", link_data: { link: "https://loja.example.com/", picture: "https://loja.example.com/a.jpg", message: "Oi" } };
    for (const extra of [{ execution_options: ["validate_only"] }, {}]) {
      const answer = await graph(meta(), `${ACCOUNT}/adcreatives`, FAKE_META_SEED_TOKEN, { form: { name: "C", object_story_spec: spec, ...extra } });
      expect(answer.body.error).toMatchObject({
        code: 100,
        error_subcode: 1885183,
        error_user_msg: "Ads creative post was created by an app that is in development mode. It must be in public to create this ad.",
      });
    }
    expect(meta().snapshot().accounts[ACCOUNT]!.adcreatives).toHaveLength(0);
  });
});

describe("publishing with a development-mode app", () => {
  it("stops at the creatives' check: none is made, the seller reads 'unavailable', the administrator is told what to switch", async () => {
    meta().settings({ appMode: "development" });
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    const logs = captureLogs();
    let outcome;
    try {
      outcome = await publishCampaign(user.id, campaign.id, SELECTION);
    } finally {
      logs.restore();
    }
    expect(outcome).toMatchObject({ ok: false, step: "adcreatives", classification: { kind: "appSetup", hintKey: "wizard.publish.errors.appSetup.hint" } });
    const account = meta().snapshot().accounts[ACCOUNT]!;
    expect(account.adcreatives).toHaveLength(0);
    expect(account.ads).toHaveLength(0);
    // Refused before the campaign was made: nothing is left at Meta.
    expect(account.campaigns).toHaveLength(0);
    expect(logs.entries.some((entry) => entry.level === "error" && String(entry.msg).includes("switch the app to Live in the Meta App Dashboard"))).toBe(true);
  });
});

describe("who can publish with the app (connect card)", () => {
  it("a Live app with Advanced access: nothing to say, and nothing created by the check", async () => {
    const user = await syncedSeller();
    expect(await checkMetaAppSetup(user.id)).toEqual({ adsManagement: "advanced", mode: "notRefused" });
    expect(meta().state.log.some((call) => call.endpoint === "adcreatives" && String(call.params.execution_options).includes("validate_only"))).toBe(true);
    expect(meta().snapshot().accounts[ACCOUNT]!.adcreatives).toHaveLength(0);
  });

  it("a development-mode app with Standard access: both found", async () => {
    meta().settings({ appMode: "development", unapprovedPermissions: ["ads_management"] });
    const user = await syncedSeller();
    expect(await checkMetaAppSetup(user.id)).toEqual({ adsManagement: "standard", mode: "development" });
  });

  it("unchecked without an ad account and Page to check with; unknown access without the app's secret", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    env.META_APP_SECRET = undefined;
    try {
      expect(await checkMetaAppSetup(user.id)).toEqual({ adsManagement: null, mode: "unchecked" });
    } finally {
      env.META_APP_SECRET = FAKE_META_APP.secret;
    }
  });
});

describe("the admin's Meta test", () => {
  it("reads is_valid, then the app's access and, with the admin's own connection, its mode", async () => {
    meta().settings({ appMode: "development", unapprovedPermissions: ["ads_management"] });
    const admin = await syncedSeller();
    expect(await checkMetaApp("Admin test", {}, admin.id)).toEqual({
      ok: true,
      data: { message: "Admin test", appId: FAKE_META_APP.id, application: FAKE_META_APP.name, adsManagement: "standard", mode: "development" },
    });
    // An edited secret is tested alone: the admin's connection belongs to the saved app.
    expect(await checkMetaApp("Admin test", { meta_app_secret: FAKE_META_APP.secret }, admin.id)).toMatchObject({
      ok: true,
      data: { adsManagement: "standard", mode: "unchecked" },
    });
  });
});
