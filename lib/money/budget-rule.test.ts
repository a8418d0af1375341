import { amountProblem, budgetRuleFor, checkBudget, checkSetBudgets, MAX_DAILY_BUDGET_MINOR, minimumFor } from "./budget-rule";

const BRL = budgetRuleFor("BRL", 500);

describe("the budget rule of an ad account", () => {
  it("keeps the spec's R$ 20 for BRL unless Meta asks more, and Meta's minimum otherwise", () => {
    expect(BRL).toEqual({ currency: "BRL", perSetMinimum: 2000 });
    expect(budgetRuleFor("BRL", 2500)).toEqual({ currency: "BRL", perSetMinimum: 2500 });
    expect(budgetRuleFor("USD", 100)).toEqual({ currency: "USD", perSetMinimum: 100 });
    expect(budgetRuleFor("JPY", 150)).toEqual({ currency: "JPY", perSetMinimum: 150 });
    expect(budgetRuleFor("USD", null)).toEqual({ currency: "USD", perSetMinimum: 100 });
  });
});

describe("the budget check, one rule for the wizard, the edit page and publishing", () => {
  it("asks every enabled set's minimum of the total, and never less than one set's", () => {
    expect(minimumFor(3, BRL)).toBe(6000);
    expect(minimumFor(0, BRL)).toBe(2000);
    expect(amountProblem(1999, BRL)).toBe("campaignConfig.errors.budgetMinimum");
    expect(amountProblem(2000, BRL)).toBeNull();
    expect(amountProblem(MAX_DAILY_BUDGET_MINOR, BRL)).toBeNull();
    expect(amountProblem(MAX_DAILY_BUDGET_MINOR + 1, BRL)).toBe("campaignConfig.errors.budgetMaximum");
    expect(checkBudget(6000, 3, BRL)).toEqual({ ok: true });
    // Short: the minimum, 120 % of it rounded up to a whole real, and the sets the budget does cover.
    expect(checkBudget(4500, 3, BRL)).toEqual({
      ok: false,
      currentCents: 4500,
      minimumCents: 6000,
      recommendedCents: 7200,
      maxAdSets: 2,
      perSetCents: 2000,
      currency: "BRL",
    });
  });

  it("checks each ad set's own budget as Meta does, so a total that is enough can still leave one set short", () => {
    expect(checkSetBudgets([2000, 2500], BRL)).toEqual({ ok: true });
    expect(checkSetBudgets([3500, 1500], BRL)).toMatchObject({ ok: false, currentCents: 5000, minimumCents: 4000, maxAdSets: 2 });
  });
});
