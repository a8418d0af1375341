import { createHmac } from "node:crypto";
import { FAKE_META_APP, FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { env } from "@/lib/env";
import { captureLogs } from "@/lib/log/capture";
import { publishCampaign } from "@/lib/meta/publish";
import { syncCampaigns } from "@/lib/meta/sync";
import { ACT, graph } from "./fake-meta-helpers";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Meta's "Require App Secret" (https://developers.facebook.com/docs/graph-api/securing-requests): every
// call with a user token carries appsecret_proof. The fake refuses calls without it or with a wrong one;
// the app signs each call, so publishing and the sync work with the switch on.

jest.setTimeout(60_000);
const meta = withFakeMeta();
const originalSecret = env.META_APP_SECRET;
beforeEach(() => meta().settings({ requireAppSecretProof: true }));
afterEach(() => {
  env.META_APP_SECRET = originalSecret;
});

const proofOf = (token: string, secret: string = FAKE_META_APP.secret) => createHmac("sha256", secret).update(token).digest("hex");

describe("the fake Meta with Require App Secret on", () => {
  it("refuses a call without appsecret_proof or with a wrong one, and serves one with the right proof", async () => {
    const missing = await graph(meta(), `${ACT}/campaigns`, FAKE_META_SEED_TOKEN);
    expect(missing.body.error).toMatchObject({
      code: 100,
      type: "GraphMethodException",
      message: "API calls from the server require an appsecret_proof argument",
    });
    const wrong = await graph(meta(), `${ACT}/campaigns`, FAKE_META_SEED_TOKEN, {
      query: { appsecret_proof: proofOf(FAKE_META_SEED_TOKEN, "another-secret") },
    });
    expect(wrong.body.error).toMatchObject({ code: 100, message: "Invalid appsecret_proof provided in the API argument" });
    const signed = await graph(meta(), `${ACT}/campaigns`, FAKE_META_SEED_TOKEN, { query: { appsecret_proof: proofOf(FAKE_META_SEED_TOKEN) } });
    expect(signed.status).toBe(200);
  });

  it("refuses an unsigned batch whole, and lets a batch's proof cover its calls", async () => {
    const batch = [{ method: "GET", relative_url: `${ACT}/campaigns?fields=id` }];
    const unsigned = await graph(meta(), "", FAKE_META_SEED_TOKEN, { form: { batch } });
    expect(unsigned.body.error).toMatchObject({ message: "API calls from the server require an appsecret_proof argument" });
    const signed = await graph(meta(), "", FAKE_META_SEED_TOKEN, { form: { batch, appsecret_proof: proofOf(FAKE_META_SEED_TOKEN) } });
    expect((signed.body as unknown as { code: number }[])[0]!.code).toBe(200);
  });
});

describe("the app with Require App Secret on", () => {
  it("fails to publish without the app secret, and publishes and syncs once it is set", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    env.META_APP_SECRET = undefined;
    const logs = captureLogs();
    const refused = await publishCampaign(user.id, campaign.id, SELECTION).finally(logs.restore);
    // The user reads that publishing is unavailable; the log tells the administrator what to set.
    expect(refused).toMatchObject({ ok: false, classification: { kind: "appSetup" } });
    expect(logs.entries.filter((entry) => entry.level === "error")).toMatchObject([{ problem: "appSecret", msg: expect.stringContaining("meta_app_secret") }]);
    expect(meta().snapshot().accounts[ACT]!.campaigns).toHaveLength(0);

    env.META_APP_SECRET = FAKE_META_APP.secret;
    const published = await publishCampaign(user.id, campaign.id, SELECTION);
    expect(published).toMatchObject({ ok: true });
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
  });
});
