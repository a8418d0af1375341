import { FAKE_BRAZIL_IDENTITIES, FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import type { AdAccountSeed } from "@/e2e/fakes/meta/seed";
import { db } from "@/lib/db";
import { userBudgetRule } from "@/lib/meta/account-money";
import { publishCampaign } from "@/lib/meta/publish";
import { storeIdentities } from "@/lib/meta/regulation/identities";
import { syncCampaigns } from "@/lib/meta/sync";
import { adSet, savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Money in the ad account's currency (issue 12 item 4): budgets are sent in its minor units (Meta's
// currency offsets: cents for US$, whole yen) against its own minimum; a budget kept in another currency
// is stopped before anything exists at Meta; spend is read back in the same units.

jest.setTimeout(60_000);
const meta = withFakeMeta();
afterEach(() => jest.restoreAllMocks());

const USD: AdAccountSeed = {
  account_id: "120210000000003",
  name: "Passo Firme USA",
  account_status: 1,
  currency: "USD",
  timezone_name: "America/New_York",
  funding_source: "6010000000000003",
  verified_identities: [FAKE_BRAZIL_IDENTITIES.beneficiaryId, FAKE_BRAZIL_IDENTITIES.payerId],
};
const JPY: AdAccountSeed = {
  account_id: "120210000000004",
  name: "Passo Firme Japan",
  account_status: 1,
  currency: "JPY",
  timezone_name: "Asia/Tokyo",
  funding_source: "6010000000000004",
  verified_identities: [FAKE_BRAZIL_IDENTITIES.beneficiaryId, FAKE_BRAZIL_IDENTITIES.payerId],
};

function onAccount(account: AdAccountSeed) {
  meta().state.adAccounts.push(structuredClone(account));
  return { ...SELECTION, adAccountId: `act_${account.account_id}`, pixelId: null, names: { ...SELECTION.names, adAccountName: account.name } };
}

/** A seller who saved the account's verified beneficiary and payer (the campaigns are shown in Brazil). */
async function sellerOn(selection: { adAccountId: string }) {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  await storeIdentities(user.id, selection.adAccountId, FAKE_BRAZIL_IDENTITIES);
  return user;
}

async function campaignIn(userId: string, currency: string, budgets: number[]) {
  const campaign = await savedCampaign(userId, { media: ["image"], adSets: budgets.map((budget, index) => adSet(`adset-${index + 1}`, { budget })) });
  return db.campaign.update({ where: { id: campaign.id }, data: { currency, dailyBudget: budgets.reduce((sum, budget) => sum + budget, 0) } });
}

const adSetsAt = (account: AdAccountSeed) => meta().snapshot().accounts[`act_${account.account_id}`]!.adsets as Record<string, unknown>[];
const campaignsAt = (account: AdAccountSeed) => meta().snapshot().accounts[`act_${account.account_id}`]!.campaigns;

describe("budgets in the ad account's currency", () => {
  it("publishes a US$ account's campaign with budgets in cents of a dollar", async () => {
    const selection = onAccount(USD);
    const user = await sellerOn(selection);
    const campaign = await campaignIn(user.id, "USD", [500, 300]);
    expect(await publishCampaign(user.id, campaign.id, selection)).toMatchObject({ ok: true });
    expect(
      adSetsAt(USD)
        .map((set) => set.daily_budget)
        .sort(),
    ).toEqual(["300", "500"]);
  });

  it("publishes whole yen as they are (offset 1), never times 100", async () => {
    const selection = onAccount(JPY);
    const user = await sellerOn(selection);
    const campaign = await campaignIn(user.id, "JPY", [1500]);
    expect(await publishCampaign(user.id, campaign.id, selection)).toMatchObject({ ok: true });
    expect(adSetsAt(JPY).map((set) => set.daily_budget)).toEqual(["1500"]);
  });

  it("stops a budget under the account's own minimum, in its currency, before anything exists", async () => {
    const selection = onAccount(USD);
    const user = await sellerOn(selection);
    const campaign = await campaignIn(user.id, "USD", [150, 50]);
    expect(await publishCampaign(user.id, campaign.id, selection)).toMatchObject({
      ok: false,
      classification: { kind: "budgetTooLow", values: { current: 200, minimum: 200, sets: 2, currency: "USD" } },
    });
    expect(campaignsAt(USD)).toHaveLength(0);
  });

  it("stops a budget kept in reais when the chosen account bills in dollars", async () => {
    const selection = onAccount(USD);
    const user = await sellerOn(selection);
    const campaign = await campaignIn(user.id, "BRL", [2500, 2500]);
    expect(await publishCampaign(user.id, campaign.id, selection)).toMatchObject({
      ok: false,
      error: "campaignConfig.errors.budgetCurrencyChanged",
      values: { campaign: "BRL", account: "USD" },
    });
    expect(campaignsAt(USD)).toHaveLength(0);
  });

  it("tells the wizard an account's currency and minimum only for the user's own listed accounts", async () => {
    onAccount(JPY);
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    expect(await userBudgetRule(user.id, `act_${JPY.account_id}`)).toEqual({ ok: false, error: "meta.errors.adAccountUnknown" });
    await db.profile.update({
      where: { userId: user.id },
      data: { metaAdAccountsData: [{ id: `act_${JPY.account_id}`, name: JPY.name, currency: "JPY", active: true }] },
    });
    expect(await userBudgetRule(user.id, `act_${JPY.account_id}`)).toEqual({ ok: true, rule: { currency: "JPY", perSetMinimum: 100 } });
    expect(await userBudgetRule(user.id, SELECTION.adAccountId)).toEqual({ ok: false, error: "meta.errors.adAccountUnknown" });
  });

  it("reads spend back in the account's minor units: cents for dollars, whole yen", async () => {
    for (const account of [USD, JPY]) {
      const selection = onAccount(account);
      const user = await sellerOn(selection);
      const campaign = await campaignIn(user.id, account.currency, [account.currency === "JPY" ? 1500 : 500]);
      // Only a campaign that was ever active has figures at Meta.
      const published = await publishCampaign(user.id, campaign.id, { ...selection, activate: true });
      if (!published.ok) throw new Error(`publish failed: ${published.error}`);
      // Meta sends spend in whole units as text: "12.34" dollars, "1234" yen.
      meta().state.insightsOverrides.set(published.metaCampaignId, { spend: 1234, impressions: 5000, clicks: 100 });
      expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
      const insight = await db.campaignInsight.findUniqueOrThrow({ where: { campaignId: campaign.id } });
      expect({ spend: insight.spend, currency: insight.currency }).toEqual({ spend: 1234, currency: account.currency });
    }
  });
});
