import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { syncCampaigns } from "@/lib/meta/sync";
import { readDelivery } from "@/lib/meta/sync/delivery";
import { publishedCampaign, savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 30, "Ready to pay": an ad account without a payment method is named before anything is created at
// Meta (Meta would create the ads and hold them: AdAccount funding_source, Ad PENDING_BILLING_INFO), and a
// hold that comes later shows as such after a sync, not as "paused".

jest.setTimeout(60_000);
const meta = withFakeMeta();
const account = () => meta().state.account(SELECTION.adAccountId)!;
const writes = () => meta().state.log.filter((call) => call.method === "POST" && call.endpoint !== "batch").length;

it("stops a publish to an account with no payment method before any object exists, then publishes once it has one", async () => {
  const funding = account().funding_source;
  account().funding_source = undefined;
  try {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    const before = writes();
    const refused = await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true });
    expect(refused).toEqual({
      ok: false,
      error: "wizard.publish.errors.accountStanding.title",
      values: { problem: "noPaymentMethod" },
      step: "start",
      classification: {
        kind: "accountStanding",
        titleKey: "wizard.publish.errors.accountStanding.title",
        hintKey: "wizard.publish.errors.accountStanding.hint",
        actionKey: "wizard.publish.actions.openBilling",
        href: "https://business.facebook.com/billing_hub/payment_settings/?asset_id=120210000000001",
        values: { problem: "noPaymentMethod" },
      },
    });
    expect(writes()).toBe(before);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ status: "draft", metaCampaignId: null });

    account().funding_source = funding;
    expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({ ok: true, status: "active" });
  } finally {
    account().funding_source = funding;
  }
});

it("names a disabled account and one under review, each with where Meta fixes it", async () => {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["image"] });
  const seed = { ...account() };
  try {
    Object.assign(account(), { account_status: 7 });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      classification: { values: { problem: "underReview" }, href: "https://www.facebook.com/accountquality/" },
    });
    Object.assign(account(), { account_status: 2, disable_reason: 3 });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      classification: { values: { problem: "paymentRisk" }, actionKey: "wizard.publish.actions.openBilling" },
    });
  } finally {
    Object.assign(account(), seed);
  }
});

it("shows ads Meta holds for billing as waiting for payment, not paused", async () => {
  const { user, campaign } = await publishedCampaign(true);
  const funding = account().funding_source;
  account().funding_source = undefined;
  try {
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true });
    const synced = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(readDelivery(synced.metaDelivery)).toMatchObject({ state: "billingHold" });
    expect(synced.status).toBe("active");
  } finally {
    account().funding_source = funding;
  }
  await syncCampaigns(user.id);
  expect(readDelivery((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).metaDelivery)).toMatchObject({ state: "active" });
});
