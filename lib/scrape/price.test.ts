import { parsePrice } from "./price";
import priceParserCases from "./price-cases.json";

describe("parsePrice", () => {
  it.each([
    ["R$ 1.299,90", 1299.9],
    ["144 990 тг. 131 990 тг. + до 1 319 бонусов", 131990],
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

  it.each<[string, number | null]>([
    ["de R$ 199 por R$ 149", 149],
    ["De R$ 199,90 por R$ 149,90", 149.9],
    ["De: R$ 199,90 Por: R$ 149,90", 149.9],
    ["10% OFF R$ 89,91", 89.91],
    ["-25% R$ 74,90", 74.9],
    ["12x de R$ 10,00", null],
    ["em até 12x sem juros de R$ 10,00", null],
    ["ou 4 parcelas de R$ 25,00", null],
    ["R$ 1.299,90 à vista no Pix", 1299.9],
    ["R$ 1.299,90 ou 12x de R$ 108,33 sem juros", 1299.9],
    ["R$ 1.299,90 ou 12 x R$ 108,33", 1299.9],
    ["ou 10x de R$ 15,99 sem juros", null],
    ["Por apenas R$ 159,00 à vista", 159],
    ["Economize R$ 50,00", null],
    ["R$ 199,90 Economize R$ 50,00", 199.9],
    ["R$\u00a02.499,00", 2499],
    ["R$ 49,90 no boleto", 49.9],
    ["A partir de R$ 29,90", 29.9],
    ["R$ 0,99", 0.99],
    ["R$ 0,00", null],
    ["R$ 10.000,00", 10000],
    ["R$ 1,5 mil", 1500],
    ["Preço: R$ 89,90", 89.9],
    ["por: R$ 89,90", 89.9],
    ["R$ 89,90 R$ 79,90", 79.9],
    ["R$ 20 OFF", null],
  ])("reads the Brazilian %s as %p", (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it.each<[string, number | null]>([
    // Glued amounts are a struck-through pair in either order (WooCommerce <del>old</del><ins>new</ins>, themes that
    // print the sale price first): the old price is the higher one.
    ["$79.99$39.99", 39.99],
    ["$79.99 $39.99", 39.99],
    ["$39.99 $79.99", 39.99],
    ["79,90 € 69,90 €", 69.9],
    // Words decide over position; with words or punctuation between them, the first amount is the price.
    ["Was $79.99 Now $39.99", 39.99],
    ["Sale $39.99 Regular $79.99", 39.99],
    ["Was $79.99", 79.99],
    ["AED 8000 (USD 2179)", 8000],
    ["$1,299.00 or $54.13/mo with Affirm", 1299],
    ["$100.00 or 4 interest-free payments of $25.00", 100],
    ["Price: $15.95/mo", 15.95],
    ["3,49 zł 1,75 zł/kg", 3.49],
    ["$199.99 You save $50.00", 199.99],
    ["40% OFF", null],
    // Separators and signs.
    [".75", 0.75],
    ["$.75", 0.75],
    ["CHF 1'049,95", 1049.95],
    ["1’049.95", 1049.95],
    ["35€ 99", 35.99],
    ["10€ 20€", 10],
    ["$ 8. 94", 8.94],
    ["90 728.00 руб", 90728],
    ["KD 12.500", 12.5],
  ])("reads %s as %p", (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it.each<[string | number, number]>([
    ["224.904", 224.9],
    ["210.852001", 210.85],
    ["1299", 1299],
    ["1.299", 1.3],
    ["1.299,90", 1299.9],
    [224.904, 224.9],
  ])("reads the machine value %s as %d", (value, expected) => {
    expect(parsePrice(value, { machine: true })).toBe(expected);
  });

  it("reads price-parser's test strings", () => {
    const cases = priceParserCases.cases as [string | null, number | null][];
    // price-parser returns 0 for "Free!" and "$0.00"; to parsePrice that is no price.
    const right = cases.filter(([text, amount]) => parsePrice(text) === (amount ? Math.round(amount * 100) / 100 : null));
    expect(cases).toHaveLength(1042);
    // The 7 misses are all glued pairs such as "$ 791.00 $ 479.00" or "3200 руб. 1500 руб.", which price-parser's
    // labels read as the first amount; a store shows such a pair as old and new price, so the lower is the price.
    expect(right.length).toBeGreaterThanOrEqual(1035);
  });
});
