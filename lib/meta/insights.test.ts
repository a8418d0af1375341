import { costPerConversationOf, linkCtrOf, costPerLinkClickOf, ratiosOf, revenueOf, roasOf, sumFigures } from "@/lib/campaigns/figures";
import type { GraphClient } from "./graph";
import { campaignFiguresOf, figuresOf, INSIGHT_FIELDS, PURCHASE_TYPES, purchaseValueOf, type InsightRow } from "./insights";
import { fetchAccountDailyInsights } from "./sync/daily-insights";

// Issue 30, "Honest money": rows shaped as Meta's Insights API sends them (numbers as strings, money in
// the account currency's units, `actions` and `action_values` as lists of { action_type, value }), and
// every figure the seller reads pinned: each one a sum, or a ratio of sums.

/** A purchase reported the way Meta reports one: the same value under each purchase type. */
const sale = (value: string, types: readonly string[] = ["purchase", "omni_purchase", "offsite_conversion.fb_pixel_purchase"]) =>
  types.map((action_type) => ({ action_type, value }));

const rows: Record<string, InsightRow & { actions?: { action_type: string; value: string }[] }> = {
  // A sales campaign: one sale reported under three purchase types, plus a cart worth more.
  sales: {
    campaign_id: "120210000000001",
    account_currency: "BRL",
    impressions: "12000",
    clicks: "400",
    inline_link_clicks: "240",
    spend: "300.00",
    actions: [
      { action_type: "link_click", value: "240" },
      { action_type: "omni_purchase", value: "9" },
      { action_type: "purchase", value: "9" },
    ],
    action_values: [...sale("900.00"), { action_type: "add_to_cart", value: "2400.00" }],
  },
  // A traffic campaign: spend, link clicks, no purchase at all (Meta leaves action_values out).
  traffic: { campaign_id: "120210000000002", account_currency: "BRL", impressions: "8000", clicks: "150", inline_link_clicks: "100", spend: "200.00" },
  // Pixel purchases only: no omni_purchase in the row, so the pixel's type is the value (not pixel + purchase).
  pixel: {
    campaign_id: "120210000000003",
    account_currency: "BRL",
    impressions: "1000",
    clicks: "30",
    inline_link_clicks: "10",
    spend: "50.00",
    action_values: sale("150.50", ["offsite_conversion.fb_pixel_purchase", "purchase"]),
  },
  // Only `purchase`, and a lead value that is no purchase.
  generic: {
    campaign_id: "120210000000004",
    account_currency: "BRL",
    impressions: "500",
    clicks: "9",
    inline_link_clicks: "5",
    spend: "10.00",
    action_values: [
      { action_type: "lead", value: "75.00" },
      { action_type: "purchase", value: "20.00" },
    ],
  },
};

describe("a Meta insights row", () => {
  it.each([
    ["sales", { impressions: 12_000, clicks: 400, linkClicks: 240, spend: 30_000, purchaseValue: 90_000, conversations: 0, currency: "BRL" }],
    ["traffic", { impressions: 8_000, clicks: 150, linkClicks: 100, spend: 20_000, purchaseValue: 0, conversations: 0, currency: "BRL" }],
    ["pixel", { impressions: 1_000, clicks: 30, linkClicks: 10, spend: 5_000, purchaseValue: 15_050, conversations: 0, currency: "BRL" }],
    ["generic", { impressions: 500, clicks: 9, linkClicks: 5, spend: 1_000, purchaseValue: 2_000, conversations: 0, currency: "BRL" }],
  ] as const)("%s: sums read from Meta's fields, money in minor units", (name, expected) => {
    expect(figuresOf(rows[name]!, "USD")).toEqual(expected);
  });

  it("takes one purchase type's value, never purchase + omni_purchase added together", () => {
    const all = sale("900.00");
    expect(purchaseValueOf(all, "BRL")).toBe(90_000); // not 180,000 or 270,000
    expect(PURCHASE_TYPES).toEqual(["omni_purchase", "offsite_conversion.fb_pixel_purchase", "purchase"]);
    // Each type in turn is the one read when the ones preferred to it are missing.
    expect(
      purchaseValueOf(
        [
          { action_type: "purchase", value: "1" },
          { action_type: "omni_purchase", value: "3" },
        ],
        "BRL",
      ),
    ).toBe(300);
    expect(
      purchaseValueOf(
        [
          { action_type: "purchase", value: "1" },
          { action_type: "offsite_conversion.fb_pixel_purchase", value: "2" },
        ],
        "BRL",
      ),
    ).toBe(200);
    expect(purchaseValueOf([{ action_type: "purchase", value: "1" }], "BRL")).toBe(100);
    expect(purchaseValueOf([{ action_type: "add_to_cart", value: "50" }], "BRL")).toBe(0);
    expect(purchaseValueOf(undefined, "BRL")).toBe(0);
    // Yen has no minor unit (Meta's currency offsets).
    expect(purchaseValueOf([{ action_type: "omni_purchase", value: "1500" }], "JPY")).toBe(1500);
  });

  it("reads link clicks, not all clicks, and asks Meta for no ratio and no ROAS", () => {
    expect(figuresOf({ campaign_id: "1", clicks: "400", inline_link_clicks: "240" }, "BRL")).toMatchObject({ clicks: 400, linkClicks: 240 });
    expect(INSIGHT_FIELDS.split(",")).toEqual(expect.arrayContaining(["inline_link_clicks", "action_values", "impressions", "spend"]));
    for (const field of ["ctr", "cpc", "purchase_roas", "inline_link_click_ctr", "cost_per_inline_link_click"])
      expect(INSIGHT_FIELDS.split(",")).not.toContain(field);
  });

  it("stores a campaign's ratios from its own sums: link CTR, cost per link click, purchase value ÷ spend", () => {
    expect(campaignFiguresOf(rows.sales!, "BRL")).toMatchObject({ ctr: 2, cpc: 125, roas: 3 });
    // Spend and no purchases: a ROAS of 0, not an unknown one.
    expect(campaignFiguresOf(rows.traffic!, "BRL")).toMatchObject({ ctr: 1.25, cpc: 200, roas: 0 });
    // No spend: ROAS unknown; no link clicks: no cost per link click.
    expect(campaignFiguresOf({ campaign_id: "9", impressions: "10", spend: "0" }, "BRL")).toMatchObject({ ctr: 0, cpc: 0, roas: null });
  });
});

describe("the dashboard's figures over the campaigns in view", () => {
  const campaigns = Object.values(rows).map((row) => figuresOf(row, "BRL"));
  const total = sumFigures(campaigns);

  it("are the sums of the campaigns' figures", () => {
    expect(total).toEqual({ impressions: 21_500, linkClicks: 355, spend: 56_000, purchaseValue: 107_050, conversations: 0 });
    for (const key of ["impressions", "linkClicks", "spend", "purchaseValue"] as const) {
      expect(total[key]).toBe(campaigns.reduce((sum, campaign) => sum + campaign[key], 0));
    }
  });

  it("take ROAS as the purchase value over the spend, the campaign with spend and no purchases included", () => {
    expect(roasOf(total)).toBeCloseTo(107_050 / 56_000, 12); // 1.91
    // The old tile, the mean of the ROAS of the campaigns that had purchases, left the traffic campaign out.
    const known = campaigns.filter((campaign) => campaign.purchaseValue > 0).map((campaign) => campaign.purchaseValue / campaign.spend);
    const mean = known.reduce((a, b) => a + b, 0) / known.length;
    expect(mean).toBeCloseTo(2.67, 2);
    expect(roasOf(total)!).toBeLessThan(mean);
    expect(roasOf({ spend: 0, purchaseValue: 0 })).toBeNull();
  });

  it("take link CTR and cost per link click from the sums, never the mean of the campaigns' ratios", () => {
    expect(linkCtrOf(total)).toBeCloseTo((355 / 21_500) * 100, 12); // 1.65 %
    expect(costPerLinkClickOf(total)).toBeCloseTo(56_000 / 355, 12); // R$ 1.58
    const meanCtr = campaigns.map(linkCtrOf).reduce((a, b) => a + b, 0) / campaigns.length;
    expect(meanCtr).not.toBeCloseTo(linkCtrOf(total), 2);
    expect(ratiosOf(total)).toEqual({ ctr: linkCtrOf(total), cpc: costPerLinkClickOf(total), roas: roasOf(total) });
  });
});

describe("the daily chart's figures", () => {
  // Meta's daily rows (time_increment=1) for one campaign: the sale happens on the first day only.
  const days: (InsightRow & { date_start: string; date_stop: string })[] = [
    {
      campaign_id: "120210000000001",
      account_currency: "BRL",
      date_start: "2026-03-02",
      date_stop: "2026-03-02",
      impressions: "6000",
      clicks: "200",
      inline_link_clicks: "120",
      spend: "100.00",
      action_values: sale("450.00"),
    },
    {
      campaign_id: "120210000000001",
      account_currency: "BRL",
      date_start: "2026-03-03",
      date_stop: "2026-03-03",
      impressions: "6000",
      clicks: "200",
      inline_link_clicks: "120",
      spend: "200.00",
    },
  ];
  const client = (answer: unknown[]) => {
    const calls: Record<string, unknown>[] = [];
    const get = async (_path: string, params: Record<string, unknown>) => {
      calls.push(params);
      return { data: answer };
    };
    return { client: { get } as unknown as GraphClient, calls };
  };

  it("keep each day's own purchase value from its action_values, not spend × the lifetime ROAS", async () => {
    const { client: graph, calls } = client(days);
    const daily = await fetchAccountDailyInsights(graph, "act_1", ["120210000000001"], "BRL", { since: "2026-03-02", until: "2026-03-03" });
    expect(daily).toEqual([
      {
        metaCampaignId: "120210000000001",
        date: "2026-03-02",
        impressions: 6000,
        clicks: 200,
        linkClicks: 120,
        spend: 10_000,
        purchaseValue: 45_000,
        conversations: 0,
        currency: "BRL",
      },
      {
        metaCampaignId: "120210000000001",
        date: "2026-03-03",
        impressions: 6000,
        clicks: 200,
        linkClicks: 120,
        spend: 20_000,
        purchaseValue: 0,
        conversations: 0,
        currency: "BRL",
      },
    ]);
    expect(String(calls[0]!.fields).split(",")).toEqual(expect.arrayContaining(["action_values", "inline_link_clicks", "date_start"]));
    expect(calls[0]).toMatchObject({ time_increment: 1, time_range: { since: "2026-03-02", until: "2026-03-03" } });
    // The lifetime ROAS is 1.5: the old chart drew R$ 150 and R$ 300 where Meta counted R$ 450 and nothing.
    const lifetime = sumFigures(daily);
    expect(roasOf(lifetime)).toBe(1.5);
    expect(daily.map((day) => day.purchaseValue)).not.toEqual(daily.map((day) => Math.round(day.spend * roasOf(lifetime)!)));
    // And the days add up to the campaign's lifetime figures.
    expect(lifetime).toEqual({ impressions: 12_000, linkClicks: 240, spend: 30_000, purchaseValue: 45_000, conversations: 0 });
  });

  it("leave out a row without its day", async () => {
    const { client: graph } = client([{ ...days[0], date_start: undefined }]);
    expect(await fetchAccountDailyInsights(graph, "act_1", ["1"], "BRL", { since: "2026-03-02", until: "2026-03-02" })).toEqual([]);
  });
});

describe("WhatsApp conversations (issue 34)", () => {
  const whatsapp = (actions: { action_type: string; value: string }[]) =>
    figuresOf({ campaign_id: "5", account_currency: "BRL", impressions: "4000", inline_link_clicks: "80", spend: "60.00", actions }, "BRL");

  it("counts the conversations started by their action type, wherever Meta lists it", () => {
    const started = { action_type: "onsite_conversion.messaging_conversation_started_7d", value: "12" };
    const replied = { action_type: "onsite_conversion.messaging_first_reply", value: "7" };
    const clicks = { action_type: "link_click", value: "80" };
    expect(whatsapp([started, replied, clicks]).conversations).toBe(12);
    expect(whatsapp([clicks, replied, started]).conversations).toBe(12);
    expect(whatsapp([replied, clicks]).conversations).toBe(0);
    expect(figuresOf(rows.sales!, "BRL").conversations).toBe(0);
    expect(INSIGHT_FIELDS.split(",")).toContain("actions");
  });

  it("takes the cost per conversation from the sums, and adds marked sales to the revenue", () => {
    const sums = { ...whatsapp([{ action_type: "onsite_conversion.messaging_conversation_started_7d", value: "12" }]) };
    expect(costPerConversationOf(sums)).toBe(500);
    expect(costPerConversationOf({ spend: 6000, conversations: 0 })).toBeNull();
    const campaigns = [sums, { ...sums, spend: 3000, conversations: 3 }];
    const total = sumFigures(campaigns);
    // The dashboard's cost per conversation is the ratio of the sums (9000 ÷ 15 = 600), not the mean of 500 and 1000.
    expect(costPerConversationOf(total)).toBe(600);
    expect(revenueOf({ purchaseValue: 0 }, 29_990)).toBe(29_990);
    expect(roasOf({ spend: sums.spend, purchaseValue: revenueOf(sums, 29_990) })).toBeCloseTo(29_990 / 6_000, 12);
  });
});
