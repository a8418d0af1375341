import { budgetRuleFor } from "./budget-rule";

describe("the budget rule of an ad account", () => {
  it("keeps the spec's R$ 20 for BRL unless Meta asks more, and Meta's minimum otherwise", () => {
    expect(budgetRuleFor("BRL", 500)).toEqual({ currency: "BRL", perSetMinimum: 2000 });
    expect(budgetRuleFor("BRL", 2500)).toEqual({ currency: "BRL", perSetMinimum: 2500 });
    expect(budgetRuleFor("USD", 100)).toEqual({ currency: "USD", perSetMinimum: 100 });
    expect(budgetRuleFor("JPY", 150)).toEqual({ currency: "JPY", perSetMinimum: 150 });
    expect(budgetRuleFor("USD", null)).toEqual({ currency: "USD", perSetMinimum: 100 });
  });
});
