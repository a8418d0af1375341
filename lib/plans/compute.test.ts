import { computePlanLimits } from "./compute";

const now = new Date("2025-06-01T12:00:00Z");

describe("computePlanLimits", () => {
  it("defaults to the free plan with a limit of 1 when the profile lacks them", () => {
    expect(computePlanLimits(null, 0, now)).toMatchObject({ planType: "free", campaignLimit: 1, canCreateCampaign: true });
    expect(computePlanLimits({ planType: "starter", campaignLimit: null, planExpiresAt: null }, 3, now).campaignLimit).toBe(10);
  });

  it("allows creation only below the limit", () => {
    const profile = { planType: "free" as const, campaignLimit: 1, planExpiresAt: null };
    expect(computePlanLimits(profile, 0, now).canCreateCampaign).toBe(true);
    expect(computePlanLimits(profile, 1, now).canCreateCampaign).toBe(false);
  });

  it("refuses creation on an expired plan, whatever the count", () => {
    const expired = { planType: "pro" as const, campaignLimit: 999999, planExpiresAt: new Date("2025-06-01T11:59:59Z") };
    expect(computePlanLimits(expired, 0, now)).toMatchObject({ isExpired: true, canCreateCampaign: false });
    const future = { ...expired, planExpiresAt: new Date("2025-07-01T00:00:00Z") };
    expect(computePlanLimits(future, 0, now)).toMatchObject({ isExpired: false, canCreateCampaign: true });
  });
});
