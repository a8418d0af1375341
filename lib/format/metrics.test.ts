import { createFormatter } from "next-intl";
import { compact, money, NUMERIC_DATE, percent, roasFigure, spendTotals } from "./metrics";

const en = createFormatter({ locale: "en", timeZone: "America/Sao_Paulo" });
const pt = createFormatter({ locale: "pt", timeZone: "America/Sao_Paulo" });
// Intl puts a no-break space between "R$" and the amount, and before "mil"; the tests read it as a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("figures in the reader's locale", () => {
  it("abbreviates counts with K and M in English, mil and mi in Portuguese", () => {
    expect(compact(en, 999)).toBe("999");
    expect(compact(en, 47_000)).toBe("47K");
    expect(compact(en, 15_400)).toBe("15.4K");
    expect(compact(en, 1_000_000)).toBe("1M");
    expect(plain(compact(pt, 999))).toBe("999");
    expect(plain(compact(pt, 47_000))).toBe("47 mil");
    expect(plain(compact(pt, 15_400))).toBe("15,4 mil");
    expect(plain(compact(pt, 1_500_000))).toBe("1,5 mi");
  });

  it("shows money in its own currency, with the locale's separators", () => {
    expect(plain(money(pt, 71, "BRL", { cents: true }))).toBe("R$ 0,71");
    expect(money(en, 71, "BRL", { cents: true })).toBe("R$0.71");
    expect(plain(money(pt, 6000, "BRL", { cents: true }))).toBe("R$ 60,00");
    expect(plain(money(pt, 123_456, "BRL"))).toBe("R$ 1.235");
    expect(money(en, 123_456, "USD")).toBe("$1,235");
    expect(plain(money(pt, 123_456, "USD", { cents: true }))).toBe("US$ 1.234,56");
    // Meta counts yen in whole units (offset 1): 1500 is ¥1,500, never ¥15.
    expect(money(en, 1500, "JPY", { cents: true })).toBe("¥1,500");
  });

  it("writes CTR as a percentage with two decimals and ROAS with one decimal", () => {
    expect(percent(en, 2.54)).toBe("2.54%");
    expect(plain(percent(pt, 2.54))).toBe("2,54%");
    expect(percent(en, 1.234)).toBe("1.23%");
    expect(roasFigure(en, 3.87)).toBe("3.9");
    expect(roasFigure(pt, 3.87)).toBe("3,9");
  });

  it("totals spend per currency, and an empty total in the seller's currency", () => {
    expect(plain(spendTotals(pt, [], "BRL"))).toBe("R$ 0");
    expect(spendTotals(en, [], "USD")).toBe("$0");
    expect(spendTotals(en, [{ currency: "USD", amount: 1500 }], "BRL")).toBe("$15");
    expect(
      plain(
        spendTotals(
          pt,
          [
            { currency: "USD", amount: 30_000 },
            { currency: "BRL", amount: 120_000 },
          ],
          "BRL",
        ),
      ),
    ).toBe("R$ 1.200 e US$ 300");
  });

  it("writes a day with numbers in the locale's order", () => {
    // Noon in Brazil: the same day whatever the machine's time zone.
    const day = new Date("2025-11-23T15:00:00Z");
    expect(pt.dateTime(day, NUMERIC_DATE)).toBe("23/11/2025");
    expect(en.dateTime(day, NUMERIC_DATE)).toBe("11/23/2025");
  });
});
