import { parsePrice } from "./price";

describe("parsePrice", () => {
  it.each([
    ["R$ 1.299,90", 1299.9],
    ["$1,299.90", 1299.9],
    ["48,00", 48],
    ["59.95", 59.95],
    ["USD 59", 59],
    ["R$ 97", 97],
    ["1.299", 1299],
    ["12,500", 12500],
    ["€ 1.234.567,89", 1234567.89],
    ["£5.29", 5.29],
    ["0.99", 0.99],
    [729.95, 729.95],
  ])("reads %s as %d", (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it("returns null when there is no price", () => {
    expect(parsePrice("Free shipping")).toBeNull();
    expect(parsePrice("")).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice("0")).toBeNull();
  });
});
