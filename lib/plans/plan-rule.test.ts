import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { isMessageKey } from "@/lib/actions/result";
import { allowanceWords, computePlanLimits, countedCampaignsWhere, countedInTally, planRefusal, planRefusalTitle, usageWords, WHAT_COUNTS } from "./plan-rule";

const now = new Date();
const shifted = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;
const free = { planType: "free" as const, campaignLimit: 1, planExpiresAt: null };

describe("which campaigns count toward the plan", () => {
  it("asks the database for every campaign the user holds, no status left out", () => {
    expect(countedCampaignsWhere("u1")).toEqual({ userId: "u1" });
  });

  it("reads the same count from the seller's tally, drafts and archived ones included", () => {
    expect(countedInTally({ draft: 1 })).toBe(1);
    expect(countedInTally({ draft: 2, active: 1, paused: 1, completed: 1, published: 1, archived: 3 })).toBe(9);
    expect(countedInTally({})).toBe(0);
  });
});

describe("computePlanLimits", () => {
  it("defaults to the free plan with a limit of 1 when the profile lacks them", () => {
    expect(computePlanLimits(null, 0, now)).toMatchObject({ planType: "free", campaignLimit: 1, canCreateCampaign: true });
    expect(computePlanLimits({ planType: "starter", campaignLimit: null, planExpiresAt: null }, 3, now).campaignLimit).toBe(10);
  });

  it("allows creation only below the limit", () => {
    expect(computePlanLimits(free, 0, now).canCreateCampaign).toBe(true);
    expect(computePlanLimits(free, 1, now).canCreateCampaign).toBe(false);
  });

  it("refuses creation on an expired plan, whatever the count", () => {
    const expired = { planType: "pro" as const, campaignLimit: 999999, planExpiresAt: shifted(-1000) };
    expect(computePlanLimits(expired, 0, now)).toMatchObject({ isExpired: true, canCreateCampaign: false });
    const future = { ...expired, planExpiresAt: shifted(30 * DAY) };
    expect(computePlanLimits(future, 0, now)).toMatchObject({ isExpired: false, canCreateCampaign: true });
  });
});

describe("the plan's refusal", () => {
  it("is none while a slot is free", () => {
    expect(planRefusal(computePlanLimits(free, 0, now))).toBeNull();
  });

  it("at the limit names the campaigns used and the limit", () => {
    expect(planRefusal(computePlanLimits(free, 1, now))).toEqual({ error: "plans.errors.limitReached", values: { count: 1, limit: 1 } });
  });

  it("on an expired plan says so, whatever the count", () => {
    expect(planRefusal(computePlanLimits({ ...free, planExpiresAt: shifted(-150 * DAY) }, 0, now))).toEqual({ error: "plans.errors.expired" });
  });

  it("has a title of its own, and other errors none", () => {
    expect(planRefusalTitle("plans.errors.limitReached")).toBe("plans.errors.limitTitle");
    expect(planRefusalTitle("plans.errors.expired")).toBe("plans.banner.expiredTitle");
    expect(planRefusalTitle("wizard.errors.rateLimited")).toBeNull();
    expect(planRefusalTitle("toString")).toBeNull();
  });
});

describe("the words of the rule", () => {
  it("state an allowance as 'up to' so many campaigns, never 'active' ones", () => {
    expect(allowanceWords(1)).toEqual({ key: "plans.rule.allowance", values: { limit: 1 } });
    expect(allowanceWords(999999)).toEqual({ key: "plans.rule.allowanceUnlimited" });
  });

  it("state the usage as the campaigns used of the limit", () => {
    expect(usageWords(computePlanLimits(free, 1, now))).toEqual({ key: "plans.rule.usage", values: { count: 1, limit: 1 } });
    expect(usageWords(computePlanLimits({ planType: "pro", campaignLimit: 999999, planExpiresAt: null }, 4, now))).toEqual({
      key: "plans.rule.usageUnlimited",
      values: { count: 4 },
    });
  });

  it.each([
    ["en", en],
    ["pt", pt],
  ] as const)("exist in %s, and none of the plan's texts promises 'active' campaigns", (_locale, messages) => {
    const keys = ["plans.rule.allowance", "plans.rule.allowanceUnlimited", "plans.rule.usage", "plans.rule.usageUnlimited", WHAT_COUNTS];
    for (const key of [...keys, "plans.errors.limitReached", "plans.errors.limitTitle"]) expect([key, isMessageKey(key, messages)]).toEqual([key, true]);
    const planTexts = JSON.stringify([messages.plans, messages.plansPage, messages.landing.pricing]);
    expect(planTexts).not.toMatch(/active campaign|campanhas? ativas?/i);
  });
});
