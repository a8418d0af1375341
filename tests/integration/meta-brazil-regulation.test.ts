import { FAKE_BRAZIL_IDENTITIES, FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { checkPublish, publishCampaign } from "@/lib/meta/publish";
import { discoverIdentities, storedIdentities, storeIdentities } from "@/lib/meta/regulation/identities";
import { adSet, savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Brazil's ad regulation (Meta OCC 2025-12-08): every ad set shown in Brazil declares the verified
// beneficiary and payer. A seller with no ids is stopped before anything exists at Meta; with the ids the
// user saved (or found on the account's ad sets), the publisher declares them on every ad set; ids Meta
// does not accept are refused at the ad-set check, naming the field.

jest.setTimeout(60_000);
const meta = withFakeMeta();
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const ACCOUNT = SELECTION.adAccountId;
const { beneficiaryId, payerId } = FAKE_BRAZIL_IDENTITIES;
const atMeta = () => meta().snapshot().accounts[ACCOUNT]!;
const fiveSets = ["a", "b", "c", "d", "e"].map((id) => adSet(id));

describe("Brazil's ad regulation", () => {
  it("stops a new seller with no ids before any object exists, then publishes 5 ad sets once they are given", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN, undefined, { regulation: false });
    const campaign = await savedCampaign(user.id, { media: ["image"], adSets: fiveSets });
    const missing = {
      ok: false,
      step: "start",
      classification: { kind: "brazilRegulation", hintKey: "wizard.publish.errors.brazilRegulation.hint", actionKey: "wizard.publish.actions.fillRegulation" },
    };
    expect(await checkPublish(user.id, campaign.id, SELECTION)).toMatchObject(missing);
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject(missing);
    const before = atMeta();
    expect([before.campaigns, before.adsets, before.adcreatives, before.images]).toEqual([[], [], [], []]);
    // Nothing but reads reached Meta.
    expect(meta().state.log.filter((call) => call.method !== "GET")).toEqual([]);

    await storeIdentities(user.id, ACCOUNT, { beneficiaryId, payerId });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const adSets = atMeta().adsets as Record<string, unknown>[];
    expect(adSets).toHaveLength(5);
    for (const set of adSets) {
      expect(set).toMatchObject({
        regional_regulated_categories: ["BRAZIL_REGULATION"],
        regional_regulation_identities: { universal_beneficiary: beneficiaryId, universal_payer: payerId },
      });
    }
  });

  it("refuses a payer that isn't verified at the ad-set check, naming the payer; the retry with the right id completes", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN, undefined, { regulation: false });
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    await storeIdentities(user.id, ACCOUNT, { beneficiaryId, payerId: "111111111111" });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      step: "adsets",
      classification: { kind: "brazilRegulation", hintKey: "wizard.publish.errors.brazilRegulation.hintPayer" },
    });
    expect(atMeta().adsets).toHaveLength(0);
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    expect(run.error).toMatchObject({ code: 100, step: "adsets" });

    await storeIdentities(user.id, ACCOUNT, { beneficiaryId, payerId });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    // One campaign at Meta: the retry reused the one the refused attempt made.
    expect(atMeta().campaigns).toHaveLength(1);
  });

  it("names the beneficiary when Meta refuses it", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN, undefined, { regulation: false });
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    await storeIdentities(user.id, ACCOUNT, { beneficiaryId: "222222222222", payerId });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      classification: { kind: "brazilRegulation", hintKey: "wizard.publish.errors.brazilRegulation.hintBeneficiary" },
    });
  });

  it("finds the ids on the account's ad sets for another seller of the account, and remembers what each saves", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const other = await userWithMeta(FAKE_META_SEED_TOKEN, undefined, { regulation: false });
    expect(await discoverIdentities(other.id, ACCOUNT)).toEqual({ ok: true, data: null });
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(await discoverIdentities(other.id, ACCOUNT)).toEqual({ ok: true, data: { beneficiaryId, payerId } });
    expect(await storedIdentities(other.id, ACCOUNT)).toBeNull();
    // Publishing looks for them too: the other seller's campaign goes out with the account's ids.
    const second = await savedCampaign(other.id, { media: ["image"] });
    expect(await publishCampaign(other.id, second.id, SELECTION)).toMatchObject({ ok: true });
    expect(await storedIdentities(other.id, ACCOUNT)).toEqual({ beneficiaryId, payerId });
    await storeIdentities(user.id, ACCOUNT, null);
    expect(await storedIdentities(user.id, ACCOUNT)).toBeNull();
  });
});
