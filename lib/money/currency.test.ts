import { parseBudgetInput } from "./budget-input";
import { amountDigits, currencyOffset, formatAmount, majorTextToMinor } from "./currency";

describe("money in Meta's minor units", () => {
  it("uses offset 1 for the currencies Meta counts in whole units, 100 otherwise", () => {
    expect(currencyOffset("BRL")).toBe(100);
    expect(currencyOffset("USD")).toBe(100);
    expect(currencyOffset("JPY")).toBe(1);
    expect(currencyOffset("COP")).toBe(1);
  });

  it("reads typed amounts with at most the currency's decimals, never rounding", () => {
    const minor = (text: string, currency: string) => {
      const parsed = parseBudgetInput(text, currency);
      return parsed.ok ? parsed.minor : Number.NaN;
    };
    expect(minor("20,5", "BRL")).toBe(2050);
    expect(minor(" 35.50 ", "USD")).toBe(3550);
    expect(minor("20,5555", "BRL")).toBeNaN();
    expect(minor("1.500,00", "BRL")).toBe(150000);
    expect(minor("abc", "BRL")).toBeNaN();
    expect(minor("1500", "JPY")).toBe(1500);
    expect(minor("1500.5", "JPY")).toBeNaN();
  });

  it("reads Meta's spend text and writes amounts back for the field and the reader", () => {
    expect(majorTextToMinor("12.34", "USD")).toBe(1234);
    expect(majorTextToMinor("1234", "JPY")).toBe(1234);
    expect(majorTextToMinor("oops", "USD")).toBe(0);
    expect(new Intl.NumberFormat("pt", amountDigits("BRL")).format(1500)).toBe("1.500,00");
    expect(new Intl.NumberFormat("en", amountDigits("JPY")).format(1500)).toBe("1,500");
    expect(formatAmount(2000, "USD", "en")).toBe("$20.00");
    expect(formatAmount(1500, "JPY", "en")).toBe("¥1,500");
    expect(formatAmount(2000, "BRL", "pt-BR").replace(/\s/g, " ")).toBe("R$ 20,00");
  });
});
