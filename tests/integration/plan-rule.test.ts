import { readSellerTally } from "@/lib/campaigns/listing";
import { manageCampaign } from "@/lib/campaigns/manage";
import { CAMPAIGN_STATUSES } from "@/lib/campaigns/schemas";
import { db } from "@/lib/db";
import { getPlanLimits } from "@/lib/plans/limits";
import { countedInTally } from "@/lib/plans/plan-rule";
import { makeUser } from "./factories";

// Decision 023: one plan rule. Every campaign the user holds counts, whatever its status, and every
// reading of the count agrees: the plan's limits (New campaign, generation), the creation's check inside
// its transaction (save, duplicate) and the dashboard's tally.
describe("the plan rule", () => {
  it("counts a campaign in every status, the same way in the limits, the tally and the check at creation", async () => {
    const user = await makeUser({ campaignLimit: CAMPAIGN_STATUSES.length });
    const campaigns = await Promise.all(
      CAMPAIGN_STATUSES.map((status) => db.campaign.create({ data: { userId: user.id, productName: `Produto ${status}`, status } })),
    );
    expect(await getPlanLimits(user.id)).toMatchObject({ currentCampaignCount: CAMPAIGN_STATUSES.length, canCreateCampaign: false });
    expect(countedInTally((await readSellerTally(user.id)).counts.byStatus)).toBe(CAMPAIGN_STATUSES.length);
    expect(await manageCampaign(user.id, "duplicate", campaigns[0]!.id, { copySuffix: " (copy)" })).toEqual({
      ok: false,
      error: "plans.errors.limitReached",
      values: { count: CAMPAIGN_STATUSES.length, limit: CAMPAIGN_STATUSES.length },
    });
  });

  it("leaves another user's campaigns out", async () => {
    const user = await makeUser({ campaignLimit: 1 });
    const other = await makeUser({ campaignLimit: 1 });
    await db.campaign.create({ data: { userId: other.id, productName: "Alheio" } });
    expect(await getPlanLimits(user.id)).toMatchObject({ currentCampaignCount: 0, canCreateCampaign: true });
  });

  it("frees a slot only when a campaign is deleted: archiving keeps it counted", async () => {
    const user = await makeUser({ campaignLimit: 1 });
    const draft = await db.campaign.create({ data: { userId: user.id, productName: "Rascunho" } });
    expect(await manageCampaign(user.id, "archive", draft.id, { copySuffix: " (copy)" })).toEqual({ ok: true, campaignId: draft.id });
    expect(await getPlanLimits(user.id)).toMatchObject({ currentCampaignCount: 1, canCreateCampaign: false });
    expect(await manageCampaign(user.id, "delete", draft.id, { copySuffix: " (copy)" })).toEqual({ ok: true, campaignId: draft.id });
    expect(await getPlanLimits(user.id)).toMatchObject({ currentCampaignCount: 0, canCreateCampaign: true });
  });
});
