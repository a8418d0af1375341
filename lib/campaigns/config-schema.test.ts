import { addDays, daysFromNow } from "@/tests/support/days";
import { campaignEditSchema } from "./config-schema";

const start = daysFromNow(7);

const valid = {
  projectName: "Verão 2026",
  headline: "Corra mais",
  description: "",
  cta: "SHOP_NOW",
  dailyBudget: "20,00",
  startDate: start,
  endDate: addDays(start, 7),
  ageMin: 18,
  ageMax: 45,
};
const errorsOf = (input: object) => campaignEditSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message) ?? [];

describe("campaign configuration rules", () => {
  it("accepts a valid configuration and stores the budget in cents", () => {
    expect(campaignEditSchema.parse(valid).dailyBudget).toBe(2000);
    expect(campaignEditSchema.parse({ ...valid, dailyBudget: "35.5" }).dailyBudget).toBe(3550);
    expect(errorsOf({ dailyBudget: "abc" })).toEqual(["campaignConfig.errors.budgetInvalid"]);
    // The budget field's rule: Brazilian and English writing alike; never rounded (a fourth decimal is refused).
    expect(campaignEditSchema.parse({ ...valid, dailyBudget: "1.500,00" }).dailyBudget).toBe(150000);
    expect(campaignEditSchema.parse({ ...valid, dailyBudget: "R$ 1,500.00" }).dailyBudget).toBe(150000);
    expect(errorsOf({ dailyBudget: "120,0055" })).toEqual(["campaignConfig.errors.budgetInvalid"]);
    expect(errorsOf({ dailyBudget: "" })).toEqual(["campaignConfig.errors.budgetRequired"]);
  });

  it("rejects a budget under R$ 20", () => {
    expect(errorsOf({ dailyBudget: "19,99" })).toEqual(["campaignConfig.errors.budgetMinimum"]);
  });

  it("reads the budget in the account's currency against its minimum", () => {
    const usd = { currency: "USD", perSetMinimum: 100 };
    expect(campaignEditSchema.parse({ ...valid, dailyBudget: "5", budgetRule: usd }).dailyBudget).toBe(500);
    expect(errorsOf({ dailyBudget: "0.99", budgetRule: usd })).toEqual(["campaignConfig.errors.budgetMinimum"]);
    const yen = { currency: "JPY", perSetMinimum: 100 };
    expect(campaignEditSchema.parse({ ...valid, dailyBudget: "1500", budgetRule: yen }).dailyBudget).toBe(1500);
    expect(errorsOf({ dailyBudget: "1500,50", budgetRule: yen })).toEqual(["campaignConfig.errors.budgetInvalidWhole"]);
  });

  it("requires a project name and a call to action", () => {
    expect(errorsOf({ projectName: "  " })).toEqual(["campaignConfig.errors.projectNameRequired"]);
    expect(errorsOf({ cta: "" })).toEqual(["campaignConfig.errors.ctaRequired"]);
  });

  it("keeps the end date 1 to 30 days after the start, and allows none", () => {
    expect(errorsOf({ endDate: start })).toEqual(["campaignConfig.errors.endAfterStart"]);
    expect(errorsOf({ endDate: addDays(start, 31) })).toEqual(["campaignConfig.errors.maxDuration"]);
    expect(errorsOf({ endDate: addDays(start, 30) })).toEqual([]);
    expect(errorsOf({ endDate: "" })).toEqual([]);
  });

  it("keeps ages between 13 and 65, in order", () => {
    expect(errorsOf({ ageMin: 12 })).toEqual(["campaignConfig.errors.ageRange"]);
    expect(errorsOf({ ageMin: 40, ageMax: 30 })).toEqual(["campaignConfig.errors.ageOrder"]);
  });
});

describe("every problem at once (issue 31)", () => {
  it("an emptied edit form reports the budget and the sets' copy together with the empty name", () => {
    const adSets = [{ id: "a", title: "", primaryText: "", enabled: true }];
    expect(errorsOf({ projectName: "", dailyBudget: "", adSets })).toEqual([
      "campaignConfig.errors.projectNameRequired",
      "campaignConfig.errors.budgetRequired",
      "campaignConfig.errors.adSetTitleRequired",
      "campaignConfig.errors.adSetTextRequired",
    ]);
  });

  it("a budget above the maximum says so (the amount is given with the message)", () => {
    expect(errorsOf({ dailyBudget: "99.999.999" })).toEqual(["campaignConfig.errors.budgetMaximum"]);
    expect(errorsOf({ dailyBudget: "1.000.000,00" })).toEqual([]);
  });
});
