import { CURRENCY_SIGN, currencyOfDollarSign, currencyFromLocale, currencyFromPriceText, normaliseCurrency, writesDollarSign } from "./currency";

describe("CURRENCY_SIGN", () => {
  const sign = new RegExp(`^${CURRENCY_SIGN}$`, "u");
  it.each(["R$", "US$", "€", "£", "₹", "zł", "руб", "kr", "lei", "EUR", "BRL", "KWD"])("reads %s as a currency's sign", (text) =>
    expect(sign.test(text)).toBe(true),
  );
  it.each(["Ft", "TOPS", "EURO", "eur", "R", "12"])("does not read %s as one", (text) => expect(sign.test(text)).toBe(false));
});

describe("writesDollarSign", () => {
  it.each<[string, boolean]>([
    ["$ 59", true],
    ["Price: $59", true],
    ["R$ 59", false],
    ["US$ 59", false],
    ["59,00", false],
  ])("%s → %s", (text, dollar) => expect(writesDollarSign(text)).toBe(dollar));
});

describe("currencyFromPriceText", () => {
  it.each<[string, string | null]>([
    ["R$ 1.299,90", "BRL"],
    ["de R$ 199 por R$ 149", "BRL"],
    ["US$ 59", "USD"],
    ["US $1.23", "USD"],
    ["€ 1.234,56", "EUR"],
    ["49,90 EUR", "EUR"],
    ["£5.29", "GBP"],
    ["CHF 1'049,95", "CHF"],
    ["¥3,500", "JPY"],
    ["3,500円", "JPY"],
    ["¥99 元", "CNY"],
    ["CN¥ 99", "CNY"],
    ["C$ 20", "CAD"],
    ["CA$20", "CAD"],
    ["A$190.00", "AUD"],
    ["AU $59.95", "AUD"],
    ["MX$ 1,299", "MXN"],
    ["₹ 1,299", "INR"],
    ["USD 59", "USD"],
    ["59 BRL", "BRL"],
    ["45,00 zł", "PLN"],
    ["AED 8000 (USD 2179)", "AED"],
    ["423.923 KD", "KWD"],
    ["$ 59", null],
    ["59", null],
    ["40% OFF", null],
    ["ABC 59", null],
    ["199 kr", null],
  ])("reads %s as %p", (text, expected) => {
    expect(currencyFromPriceText(text)).toBe(expected);
  });
});

describe("normaliseCurrency", () => {
  it.each<[string | null | undefined, string | null]>([
    ["BRL", "BRL"],
    ["brl", "BRL"],
    [" usd ", "USD"],
    ["R$", "BRL"],
    ["US$", "USD"],
    ["€", "EUR"],
    ["£", "GBP"],
    ["$", null],
    ["ABC", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("normalises %p to %p", (value, expected) => {
    expect(normaliseCurrency(value)).toBe(expected);
  });
});

describe("currencyFromLocale", () => {
  it.each<[{ lang?: string | null; hostname?: string | null }, string | null]>([
    [{ lang: "pt-BR" }, "BRL"],
    [{ lang: "pt_BR" }, "BRL"],
    [{ hostname: "www.loja.com.br" }, "BRL"],
    [{ hostname: "shop.de" }, "EUR"],
    [{ hostname: "shop.at" }, "EUR"],
    [{ hostname: "boutique.fr" }, "EUR"],
    [{ hostname: "tienda.es" }, "EUR"],
    [{ hostname: "negozio.it" }, "EUR"],
    [{ hostname: "winkel.nl" }, "EUR"],
    [{ hostname: "loja.pt" }, "EUR"],
    [{ hostname: "shop.co.uk" }, "GBP"],
    [{ hostname: "shop.uk" }, "GBP"],
    [{ hostname: "shop.ch" }, "CHF"],
    [{ hostname: "shop.ca" }, "CAD"],
    [{ hostname: "shop.com.au" }, "AUD"],
    [{ hostname: "tienda.com.mx" }, "MXN"],
    [{ lang: "en-US" }, "USD"],
    [{ lang: "zh-Hans-CN" }, "CNY"],
    [{ lang: "en-US", hostname: "example.com" }, "USD"],
    // A country-code domain wins over lang, which templates often leave at en-US.
    [{ lang: "en-US", hostname: "loja.com.br" }, "BRL"],
    [{ hostname: "example.com" }, null],
    [{ lang: "en", hostname: "example.com" }, null],
    [{ lang: "pt" }, null],
    [{}, null],
    [{ lang: null, hostname: null }, null],
  ])("reads %p as %p", (input, expected) => {
    expect(currencyFromLocale(input)).toBe(expected);
  });
});

describe("currencyOfDollarSign", () => {
  it.each([
    ["www.ralphlauren.com", "USD"],
    ["shop.example.store", "USD"],
    ["www.loja.com.br", null],
    ["www.tienda.com.mx", null],
    [null, null],
  ])("reads a bare $ on %s as %s", (hostname, expected) => {
    expect(currencyOfDollarSign(hostname)).toBe(expected);
  });
});
