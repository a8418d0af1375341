import { adAccountIdSchema, CAMPAIGN_DEFAULTS, campaignAges, campaignCountries, campaignCta, campaignName } from "./model";

describe("the campaign model", () => {
  it("names a campaign by its project name, else its product's, else the fallback; blank counts as none", () => {
    expect(campaignName({ projectName: "Verão", productName: "Tênis" })).toBe("Verão");
    expect(campaignName({ projectName: null, productName: "Tênis" })).toBe("Tênis");
    expect(campaignName({ projectName: "  ", productName: " Tênis " })).toBe("Tênis");
    expect(campaignName({ projectName: "", productName: null }, "Sem título")).toBe("Sem título");
    expect(campaignName({})).toBe("");
  });

  it("takes an ad account id as Graph writes it, and nothing else", () => {
    expect(adAccountIdSchema.safeParse("act_120210000000001").success).toBe(true);
    for (const id of ["120210000000001", "act_", "act_12a", "act_1; DROP", `act_${"1".repeat(31)}`])
      expect(adAccountIdSchema.safeParse(id).success).toBe(false);
  });

  it("fills what a campaign leaves unset the way publishing does, so screens say what Meta runs", () => {
    expect(campaignAges({ targetingAgeMin: null, targetingAgeMax: null })).toEqual({ ageMin: 18, ageMax: 65 });
    expect(campaignAges({ targetingAgeMin: 25, targetingAgeMax: null })).toEqual({ ageMin: 25, ageMax: 65 });
    expect(campaignCountries({ targetingCountries: [] })).toEqual(["BR"]);
    expect(campaignCountries({ targetingCountries: ["PT"] })).toEqual(["PT"]);
    expect(campaignCta("SHOP_NOW")).toBe("SHOP_NOW");
    expect(campaignCta("NOT_A_META_CTA")).toBe(CAMPAIGN_DEFAULTS.cta);
    expect(campaignCta(null)).toBe("LEARN_MORE");
  });
});
