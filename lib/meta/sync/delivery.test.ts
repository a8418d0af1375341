import { deliveryOf, localStatusOf } from "./delivery";
import type { MetaAdSetState, MetaAdState, MetaCampaignState } from "./read-campaigns";

const set = (effectiveStatus: string, problems: string[] = []): MetaAdSetState => ({
  id: "s1",
  name: "Conjunto",
  status: "ACTIVE",
  effectiveStatus,
  dailyBudget: 2000,
  endTime: null,
  problems,
});
const ad = (effectiveStatus: string, problems: string[] = []): MetaAdState => ({
  id: `a-${effectiveStatus}`,
  name: "Anúncio",
  adSetId: "s1",
  status: "ACTIVE",
  effectiveStatus,
  problems,
});
const campaign = (adSets: MetaAdSetState[], ads: MetaAdState[], effectiveStatus = "ACTIVE"): MetaCampaignState => ({
  id: "c1",
  name: "Tênis",
  status: "ACTIVE",
  effectiveStatus,
  problems: [],
  adSets,
  ads,
});

// Every value of codegen enum_types.json Ad_effective_status and AdSet_effective_status reads as a state.
describe("deliveryOf", () => {
  it.each([
    [[ad("ACTIVE")], "active"],
    [[ad("PAUSED")], "paused"],
    [[ad("ADSET_PAUSED")], "paused"],
    [[ad("CAMPAIGN_PAUSED")], "paused"],
    [[ad("PENDING_REVIEW")], "inReview"],
    [[ad("IN_PROCESS")], "inReview"],
    [[ad("PREAPPROVED")], "inReview"],
    [[ad("DISAPPROVED")], "rejected"],
    [[ad("WITH_ISSUES")], "withIssues"],
    [[ad("PENDING_BILLING_INFO")], "billingHold"],
    [[ad("PENDING_BILLING_INFO"), ad("ACTIVE")], "active"],
    [[ad("ARCHIVED")], "paused"],
    [[ad("DELETED")], "paused"],
  ])("ads %j → %s", (ads, state) => {
    expect(deliveryOf(campaign([set("ACTIVE")], ads)).state).toBe(state);
  });

  it("holds for billing before anything else a paused-free campaign says, and stays active in the app", () => {
    const held = deliveryOf(campaign([set("ACTIVE")], [ad("PENDING_BILLING_INFO"), ad("WITH_ISSUES")]));
    expect(held.state).toBe("billingHold");
    expect(localStatusOf("ACTIVE", held, "active")).toBe("active");
    expect(deliveryOf(campaign([set("ACTIVE")], [ad("PENDING_BILLING_INFO")], "PAUSED")).state).toBe("paused");
  });

  it("reads an ad set's issues: its state and Meta's words", () => {
    const flagged = deliveryOf(campaign([set("WITH_ISSUES", ["Público muito pequeno: amplie a localização"])], [ad("PAUSED")]));
    expect(flagged.state).toBe("withIssues");
    expect(flagged.reasons).toEqual(["Público muito pequeno: amplie a localização"]);
    expect(deliveryOf(campaign([set("CAMPAIGN_PAUSED")], [ad("CAMPAIGN_PAUSED")])).state).toBe("paused");
    expect(deliveryOf(campaign([set("IN_PROCESS")], [ad("IN_PROCESS")])).state).toBe("inReview");
  });
});
