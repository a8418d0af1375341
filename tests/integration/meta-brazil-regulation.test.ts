import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { discoverIdentities, storedIdentities, storeIdentities } from "@/lib/meta/regulation/identities";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Brazil's ad regulation (Meta OCC 2025-12-08): an account Meta requires it of refuses an ad set shown in
// Brazil without the verified beneficiary and payer; with the ids the user saved for the account, the
// publisher declares them on every ad set; the ids are found on the account's own ad sets the first time.

jest.setTimeout(60_000);
const meta = withFakeMeta();
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const ACCOUNT = SELECTION.adAccountId;
const VERIFIED = "880756411607509";
const requireRegulation = () => {
  meta().state.adAccounts[0]!.brazil_regulation = { verified_ids: [VERIFIED] };
};

describe("Brazil's ad regulation", () => {
  it("is refused by a regulated account without the ids, with Meta's subcode 3858634", async () => {
    requireRegulation();
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    const outcome = await publishCampaign(user.id, campaign.id, SELECTION);
    expect(outcome).toMatchObject({
      ok: false,
      step: "adsets",
      classification: { kind: "brazilRegulation", actionKey: "wizard.publish.actions.fillRegulation" },
    });
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    expect(run.error).toMatchObject({ code: 100, subcode: 3858634, step: "adsets" });
    expect(meta().snapshot().accounts[ACCOUNT]!.adsets).toHaveLength(0);
  });

  it("declares the saved ids on every ad set, and the retry completes", async () => {
    requireRegulation();
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false });
    await storeIdentities(user.id, ACCOUNT, { beneficiaryId: VERIFIED, payerId: VERIFIED });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const adSets = meta().snapshot().accounts[ACCOUNT]!.adsets as Record<string, unknown>[];
    expect(adSets).toHaveLength(2);
    for (const set of adSets) {
      expect(set).toMatchObject({
        regional_regulated_categories: ["BRAZIL_REGULATION"],
        regional_regulation_identities: { universal_beneficiary: VERIFIED, universal_payer: VERIFIED },
      });
    }
    // One campaign at Meta: the retry reused the one the failed attempt made.
    expect(meta().snapshot().accounts[ACCOUNT]!.campaigns).toHaveLength(1);
  });

  it("refuses ids that are not the account's verified identities", async () => {
    requireRegulation();
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    await storeIdentities(user.id, ACCOUNT, { beneficiaryId: "111111111111", payerId: "111111111111" });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "adsets" });
  });

  it("finds the ids on the account's ad sets, and remembers what the user saves per account", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    expect(await discoverIdentities(user.id, ACCOUNT)).toEqual({ ok: true, data: null });
    await storeIdentities(user.id, ACCOUNT, { beneficiaryId: VERIFIED, payerId: VERIFIED });
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const other = await userWithMeta(FAKE_META_SEED_TOKEN);
    expect(await discoverIdentities(other.id, ACCOUNT)).toEqual({ ok: true, data: { beneficiaryId: VERIFIED, payerId: VERIFIED } });
    expect(await storedIdentities(other.id, ACCOUNT)).toBeNull();
    await storeIdentities(user.id, ACCOUNT, null);
    expect(await storedIdentities(user.id, ACCOUNT)).toBeNull();
  });
});
