import { abbreviate, averageRoas, formatCtr, formatMoney, formatRoas, formatSpendTotals } from "./metrics";

describe("dashboard number formats", () => {
  it("abbreviates with K from 1,000 and M from 1,000,000", () => {
    expect(abbreviate(999)).toBe("999");
    expect(abbreviate(1000)).toBe("1.0K");
    expect(abbreviate(15_400)).toBe("15.4K");
    expect(abbreviate(1_000_000)).toBe("1.0M");
  });

  it("shows spend in whole US dollars by default", () => {
    expect(formatMoney(123_456)).toBe("$1,235");
    expect(formatMoney(123_456, "USD", { cents: true })).toBe("$1,234.56");
    expect(formatMoney(5000, "BRL")).toBe("R$50");
    // Meta counts yen in whole units (offset 1): 1500 is ¥1,500, never ¥15.
    expect(formatMoney(1500, "JPY", { cents: true })).toBe("¥1,500");
  });

  it("writes CTR with two decimals and ROAS with one decimal and x, or '-'", () => {
    expect(formatCtr(1.234)).toBe("1.23%");
    expect(formatRoas(3.87)).toBe("3.9x");
    expect(formatRoas(null)).toBe("-");
  });

  it("totals spend per currency and averages only known ROAS values", () => {
    expect(
      formatSpendTotals([
        { spend: 1000, currency: "USD" },
        { spend: 500, currency: "USD" },
      ]),
    ).toBe("$15");
    expect(formatSpendTotals([])).toBe("$0");
    expect(averageRoas([2, null, 4])).toBe(3);
    expect(averageRoas([null])).toBeNull();
  });
});
