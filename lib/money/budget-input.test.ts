import { parseBudgetInput } from "./budget-input";

const INVALID = "campaignConfig.errors.budgetInvalid";
const WHOLE = "campaignConfig.errors.budgetInvalidWhole";
const REQUIRED = "campaignConfig.errors.budgetRequired";

describe("parseBudgetInput: the budget as Brazilian and English sellers write it", () => {
  it.each([
    // Brazilian writing
    ["1.500,00", "BRL", 150_000],
    ["1.500", "BRL", 150_000],
    ["20,5", "BRL", 2_050],
    ["20,50", "BRL", 2_050],
    ["R$ 20", "BRL", 2_000],
    ["R$20,00", "BRL", 2_000],
    ["r$ 1.234,56", "BRL", 123_456],
    ["20 R$", "BRL", 2_000],
    ["BRL 48", "BRL", 4_800],
    ["1.000.000,00", "BRL", 100_000_000],
    ["R$\u00a048,00", "BRL", 4_800],
    ["1 500,00", "BRL", 150_000],
    ["0,71", "BRL", 71],
    [",50", "BRL", 50],
    ["20,", "BRL", 2_000],
    // English writing
    ["1500", "BRL", 150_000],
    ["1,500.00", "BRL", 150_000],
    ["1,500", "USD", 150_000],
    ["20.5", "USD", 2_050],
    [" 35.50 ", "USD", 3_550],
    ["US$ 12.34", "USD", 1_234],
    ["$12.34", "USD", 1_234],
    ["USD 7.50", "USD", 750],
    ["1,000,000", "USD", 100_000_000],
    ["20", "BRL", 2_000],
    ["007", "BRL", 700],
    // A currency without decimals
    ["1500", "JPY", 1_500],
    ["1.500", "JPY", 1_500],
    ["1,500", "JPY", 1_500],
    ["¥1,500", "JPY", 1_500],
    ["1500.", "JPY", 1_500],
  ])("reads %j in %s as %i", (text, currency, minor) => {
    expect(parseBudgetInput(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    // Letters, signs and another currency are refused, never read as the minimum
    ["abc", "BRL", INVALID],
    ["10 reais", "BRL", INVALID],
    ["R$", "BRL", INVALID],
    ["-20", "BRL", INVALID],
    ["1e3", "BRL", INVALID],
    ["20%", "BRL", INVALID],
    ["US$ 12.34", "BRL", INVALID],
    ["$20", "BRL", INVALID],
    ["R$ 20", "USD", INVALID],
    // Ambiguous grouping or too many decimals: refused, never rounded
    ["1.500.00", "BRL", INVALID],
    ["1,500,00", "BRL", INVALID],
    ["1.50.000", "BRL", INVALID],
    ["1.500,000", "BRL", INVALID],
    ["20,5555", "BRL", INVALID],
    ["15000.000", "USD", INVALID],
    ["1,5.00", "USD", INVALID],
    [",", "BRL", INVALID],
    ["1..5", "BRL", INVALID],
    ["1,5", "JPY", WHOLE],
    ["1500.50", "JPY", WHOLE],
    ["abc", "JPY", WHOLE],
    // Nothing typed
    ["", "BRL", REQUIRED],
    ["   ", "BRL", REQUIRED],
  ])("refuses %j in %s with %s", (text, currency, error) => {
    expect(parseBudgetInput(text, currency)).toEqual({ ok: false, error });
  });

  it("reads three digits after a single separator as thousands, the same in both writings", () => {
    expect(parseBudgetInput("20.005", "BRL")).toEqual({ ok: true, minor: 2_000_500 });
    expect(parseBudgetInput("20,005", "BRL")).toEqual({ ok: true, minor: 2_000_500 });
  });

  it("reads nothing against a currency code that is not one (and never throws)", () => {
    for (const currency of ["", "brl", "R$", "😀", "X".repeat(1000)])
      expect(parseBudgetInput("20", currency)).toEqual({ ok: false, error: "campaignConfig.errors.budgetInvalid" });
  });
});
