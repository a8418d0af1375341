import { FAKE_META_APP, FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { metaTestAction } from "@/lib/admin/api-test-actions";
import { testSettingAction } from "@/lib/admin/settings-actions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { reloadSettings } from "@/lib/settings/store";
import { actAs, makeAccount } from "./admin-settings-helpers";
import { graph } from "./fake-meta-helpers";

// spec 000 §2, §8: the admin's Meta test reads is_valid from debug_token of the app token
// (developers.facebook.com/docs/graph-api/reference/debug_token); Meta calling it invalid is a failure
// with Meta's reason.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.setTimeout(30_000);

let meta: FakeMeta;
const saved = { ...env };
const appToken = `${FAKE_META_APP.id}|${FAKE_META_APP.secret}`;
const DELETED = { code: 190, message: "Error validating application. Application has been deleted." };

beforeAll(async () => {
  meta = await startFakeMeta();
  Object.assign(env, { META_GRAPH_BASE_URL: meta.url, META_APP_ID: FAKE_META_APP.id, META_APP_SECRET: FAKE_META_APP.secret });
});
afterAll(async () => {
  Object.assign(env, saved);
  await meta.close();
});
beforeEach(async () => {
  meta.reset();
  await db.adminSetting.deleteMany();
  await reloadSettings();
  actAs(await makeAccount({ admin: true }));
});
afterEach(() => jest.restoreAllMocks());

describe("the fake's debug_token", () => {
  it("describes the app token as Meta does: type APP, is_valid, no person and no scopes", async () => {
    const answer = await graph(meta, "debug_token", appToken, { query: { input_token: appToken } });
    expect(answer.body).toEqual({ data: { app_id: FAKE_META_APP.id, type: "APP", application: FAKE_META_APP.name, is_valid: true } });
    meta.settings({ appTokenError: DELETED });
    expect((await graph(meta, "debug_token", appToken, { query: { input_token: appToken } })).body.data).toMatchObject({
      type: "APP",
      is_valid: false,
      error: DELETED,
    });
  });

  it("lists a user token's granted scopes with is_valid", async () => {
    const answer = await graph(meta, "debug_token", appToken, { query: { input_token: FAKE_META_SEED_TOKEN } });
    expect(answer.body.data).toMatchObject({ type: "USER", is_valid: true, scopes: expect.arrayContaining(["ads_management", "pages_show_list"]) });
  });
});

describe("the admin's Meta test", () => {
  it("passes when Meta says the app token is valid, naming the app", async () => {
    expect(await testSettingAction({ key: "meta_app_secret" })).toEqual({ ok: true, data: { provider: "meta", detail: FAKE_META_APP.name } });
    expect(await metaTestAction({ message: "Admin test" })).toEqual({
      ok: true,
      data: { message: "Admin test", appId: FAKE_META_APP.id, application: FAKE_META_APP.name, adsManagement: "advanced", mode: "unchecked" },
    });
  });

  it("fails with Meta's reason when debug_token answers is_valid false", async () => {
    meta.settings({ appTokenError: DELETED });
    const failure = { ok: false, error: "adminSettings.test.metaTokenInvalid", values: { message: DELETED.message } };
    expect(await testSettingAction({ key: "meta_app_secret" })).toEqual(failure);
    expect(await metaTestAction({ message: "Admin test" })).toEqual(failure);
  });
});
