// Issue 30, "Honest money": a figure the seller reads is a sum, or a ratio of sums. Nothing is averaged:
// the mean of the campaigns' ROAS let a campaign with spend and no purchases drop out, and the mean of
// their CTRs weighs a campaign of 10 impressions like one of 100,000. So each campaign keeps its sums
// (link clicks, impressions, spend, purchase value), the dashboard adds them up, and the ratios are taken
// from those sums:
// - ROAS = purchase value ÷ spend (spend with no purchases counts, and brings it down);
// - link CTR = link clicks ÷ impressions, as a percentage (Meta's `inline_link_click_ctr`);
// - cost per link click = spend ÷ link clicks (Meta's `cost_per_inline_link_click`).
// - cost per conversation = spend ÷ conversations started (issue 34: a WhatsApp campaign's own figure, not
//   Meta's cost_per_action_type, so that the dashboard's is the ratio of the sums it covers).
// A WhatsApp sale the seller marks ("Vendi!") is revenue Meta never saw: the revenue and ROAS shown add
// the marked sales to Meta's purchase value (revenueOf), and say so.
// Money is in the minor units of one currency: sums of different currencies are never added together.

/** The sums a campaign's (or a day's, or a dashboard's) figures are taken from; money in minor units. */
export type FigureSums = { impressions: number; linkClicks: number; spend: number; purchaseValue: number; conversations: number };

export const NO_FIGURES: FigureSums = { impressions: 0, linkClicks: 0, spend: 0, purchaseValue: 0, conversations: 0 };

/** The sums of many rows (all in one currency). */
export function sumFigures(rows: readonly FigureSums[]): FigureSums {
  return rows.reduce<FigureSums>(
    (sum, row) => ({
      impressions: sum.impressions + row.impressions,
      linkClicks: sum.linkClicks + row.linkClicks,
      spend: sum.spend + row.spend,
      purchaseValue: sum.purchaseValue + row.purchaseValue,
      conversations: sum.conversations + row.conversations,
    }),
    NO_FIGURES,
  );
}

/** Purchase value ÷ spend; null when nothing was spent (a ROAS of nothing is unknown, not 0). */
export const roasOf = ({ spend, purchaseValue }: Pick<FigureSums, "spend" | "purchaseValue">): number | null => (spend > 0 ? purchaseValue / spend : null);

/** Link clicks ÷ impressions as a percentage (2.54 means 2.54 %); 0 without impressions. */
export const linkCtrOf = ({ impressions, linkClicks }: Pick<FigureSums, "impressions" | "linkClicks">): number =>
  impressions > 0 ? (linkClicks / impressions) * 100 : 0;

/** Spend ÷ link clicks in the currency's minor units (not rounded: "R$ 0,71" is 70.8); 0 without link clicks. */
export const costPerLinkClickOf = ({ spend, linkClicks }: Pick<FigureSums, "spend" | "linkClicks">): number => (linkClicks > 0 ? spend / linkClicks : 0);

/** Spend ÷ conversations started, in minor units; null without conversations (unknown, not free). */
export const costPerConversationOf = ({ spend, conversations }: Pick<FigureSums, "spend" | "conversations">): number | null =>
  conversations > 0 ? spend / conversations : null;

/** The revenue the app shows: Meta's purchase value and the sales the seller marked, in one currency. */
export const revenueOf = ({ purchaseValue }: Pick<FigureSums, "purchaseValue">, markedSales: number): number => purchaseValue + markedSales;

/** The ratios the cards show, each from the sums. */
export function ratiosOf(sums: FigureSums): { ctr: number; cpc: number; roas: number | null } {
  return { ctr: linkCtrOf(sums), cpc: costPerLinkClickOf(sums), roas: roasOf(sums) };
}
