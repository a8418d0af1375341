import { ratiosOf, roasOf, sumFigures } from "@/lib/campaigns/figures";
import { CAMPAIGNS_PAGE_SIZE, campaignListQuerySchema, type CampaignListQuery } from "@/lib/campaigns/list-query";
import { campaignTotals, countCampaigns, listCampaignPage, sellerCurrency } from "@/lib/campaigns/listing";
import { db, queryLog } from "@/lib/db";
import { campaignFiguresOf, type InsightRow } from "@/lib/meta/insights";
import { makeUser } from "./factories";

type Seed = { productName?: string | null; projectName?: string | null; status?: "draft" | "active" | "paused" | "archived"; metaCampaignId?: string };

/** Campaigns one second apart, the first given the oldest, as a seller would have made them. */
async function seed(userId: string, campaigns: Seed[]) {
  const start = Date.now() - campaigns.length * 1000;
  await db.campaign.createMany({
    data: campaigns.map((campaign, i) => ({
      userId,
      productName: campaign.productName === undefined ? `Produto ${i + 1}` : campaign.productName,
      projectName: campaign.projectName ?? null,
      status: campaign.status ?? "draft",
      metaCampaignId: campaign.metaCampaignId ?? null,
      createdAt: new Date(start + i * 1000),
    })),
  });
}

const query = (fields: Partial<CampaignListQuery> = {}): CampaignListQuery => ({ ...campaignListQuerySchema.parse({}), ...fields });
const names = (page: { campaigns: { productName: string | null; name: string | null }[] }) => page.campaigns.map((c) => c.productName ?? c.name);

describe("a page of the campaign lists", () => {
  it("shows the newest first, a page at a time, with no campaign on two pages", async () => {
    const seller = await makeUser();
    await seed(
      seller.id,
      Array.from({ length: 7 }, () => ({})),
    );
    const first = await listCampaignPage(seller.id, query(), { pageSize: 3 });
    expect(first).toMatchObject({ found: 7, page: 1, pageCount: 3 });
    expect(names(first)).toEqual(["Produto 7", "Produto 6", "Produto 5"]);
    expect(names(await listCampaignPage(seller.id, query({ page: 2 }), { pageSize: 3 }))).toEqual(["Produto 4", "Produto 3", "Produto 2"]);
    const last = await listCampaignPage(seller.id, query({ page: 3 }), { pageSize: 3 });
    expect(last).toMatchObject({ found: 7, page: 3, pageCount: 3 });
    expect(names(last)).toEqual(["Produto 1"]);
  });

  it("shows the last page for a page past the end, and page 1 of nothing for a seller without campaigns", async () => {
    const seller = await makeUser();
    await seed(
      seller.id,
      Array.from({ length: 6 }, () => ({})),
    );
    // Exactly two full pages: page 3 does not exist.
    const beyond = await listCampaignPage(seller.id, query({ page: 99 }), { pageSize: 3 });
    expect(beyond).toMatchObject({ found: 6, page: 2, pageCount: 2 });
    expect(names(beyond)).toEqual(["Produto 3", "Produto 2", "Produto 1"]);
    const newcomer = await makeUser();
    expect(await listCampaignPage(newcomer.id, query({ page: 5 }))).toEqual({ campaigns: [], found: 0, page: 1, pageCount: 1 });
  });

  it("keeps campaigns made in the same instant in one order across pages", async () => {
    const seller = await makeUser();
    const at = new Date();
    await db.campaign.createMany({ data: Array.from({ length: 5 }, (_, i) => ({ userId: seller.id, productName: `Gêmeo ${i}`, createdAt: at })) });
    const pages = await Promise.all([1, 2, 3].map((page) => listCampaignPage(seller.id, query({ page }), { pageSize: 2 })));
    const ids = pages.flatMap((page) => page.campaigns.map((campaign) => campaign.id));
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it("searches product names case-insensitively, anywhere in the name, and by project name when there is no product", async () => {
    const seller = await makeUser();
    await seed(seller.id, [
      { productName: "Tênis Corrida Pro" },
      { productName: "Mochila Urbana", projectName: "Tênis de verão" },
      { productName: null, projectName: "Ideia de tênis" },
      { productName: "Tênis Casual", status: "paused" },
    ]);
    expect(names(await listCampaignPage(seller.id, query({ q: "TÊNIS" })))).toEqual(["Tênis Casual", "Ideia de tênis", "Tênis Corrida Pro"]);
    expect(names(await listCampaignPage(seller.id, query({ q: "corrida" })))).toEqual(["Tênis Corrida Pro"]);
    expect((await listCampaignPage(seller.id, query({ q: "TÊNIS", status: "paused" }))).found).toBe(1);
    expect((await listCampaignPage(seller.id, query({ q: "nada disso" }))).found).toBe(0);
  });

  it("takes a typed % or _ (and a backslash) literally", async () => {
    const seller = await makeUser();
    await seed(seller.id, [
      { productName: "Camiseta 50% off" },
      { productName: "Camiseta 500 off" },
      { productName: "kit_praia" },
      { productName: "kitXpraia" },
      { productName: "C:\\loja" },
    ]);
    expect(names(await listCampaignPage(seller.id, query({ q: "50%" })))).toEqual(["Camiseta 50% off"]);
    expect(names(await listCampaignPage(seller.id, query({ q: "%" })))).toEqual(["Camiseta 50% off"]);
    expect(names(await listCampaignPage(seller.id, query({ q: "kit_" })))).toEqual(["kit_praia"]);
    expect(names(await listCampaignPage(seller.id, query({ q: "_" })))).toEqual(["kit_praia"]);
    expect(names(await listCampaignPage(seller.id, query({ q: "C:\\l" })))).toEqual(["C:\\loja"]);
  });

  it("filters by status, and pages the filtered list", async () => {
    const seller = await makeUser();
    await seed(seller.id, [{ status: "active" }, { status: "draft" }, { status: "active" }, { status: "paused" }, { status: "active" }]);
    const active = await listCampaignPage(seller.id, query({ status: "active" }), { pageSize: 2 });
    expect(active).toMatchObject({ found: 3, page: 1, pageCount: 2 });
    expect(names(active)).toEqual(["Produto 5", "Produto 3"]);
    expect(names(await listCampaignPage(seller.id, query({ status: "active", page: 2 }), { pageSize: 2 }))).toEqual(["Produto 1"]);
    expect((await listCampaignPage(seller.id, query({ status: "archived" }))).found).toBe(0);
  });

  it("never lists another seller's campaigns, whatever the search", async () => {
    const seller = await makeUser();
    const other = await makeUser();
    await seed(seller.id, [{ productName: "Meu produto" }]);
    await seed(other.id, [{ productName: "Produto alheio", status: "active" }, { productName: "Meu produto também" }]);
    for (const fields of [{}, { q: "produto" }, { q: "%" }, { status: "active" as const }, { page: 2 }]) {
      const page = await listCampaignPage(seller.id, query(fields));
      expect(names(page).filter((name) => name !== "Meu produto")).toEqual([]);
    }
    expect((await countCampaigns(seller.id)).total).toBe(1);
  });

  it("takes the count of a list that is not searched from the user's counts", async () => {
    const seller = await makeUser();
    await seed(seller.id, [{ status: "active" }, { status: "draft" }, { status: "active" }]);
    const counts = countCampaigns(seller.id);
    expect((await listCampaignPage(seller.id, query(), { counts, pageSize: 2 })).pageCount).toBe(2);
    expect((await listCampaignPage(seller.id, query({ status: "active" }), { counts })).found).toBe(2);
    expect((await listCampaignPage(seller.id, query({ status: "paused" }), { counts })).found).toBe(0);
    expect((await listCampaignPage(seller.id, query({ q: "produto 1" }), { counts })).found).toBe(1);
  });

  it("reads one slice and one count, however many campaigns there are", async () => {
    const few = await makeUser();
    await seed(few.id, [{}]);
    const many = await makeUser();
    await seed(
      many.id,
      Array.from({ length: 300 }, (_, i) => ({ metaCampaignId: i % 2 ? `1200${i}` : undefined })),
    );
    const statements: string[] = [];
    const listener = (event: { query: string }) => statements.push(event.query);
    const counted = async (userId: string) => {
      statements.length = 0;
      const page = await listCampaignPage(userId, query({ q: "produto", page: 2 }));
      await campaignTotals(userId);
      return { rows: page.campaigns.length, statements: statements.length };
    };
    queryLog.on(listener);
    const small = await counted(few.id);
    const large = await counted(many.id);
    queryLog.off(listener);
    expect(small.rows).toBe(1);
    expect(large.rows).toBe(CAMPAIGNS_PAGE_SIZE);
    expect(large.statements).toBeLessThanOrEqual(small.statements);
  }, 60_000);
});

describe("the dashboard's totals", () => {
  it("count active over all campaigns and sum the insights per currency, ROAS being purchase value ÷ spend", async () => {
    const seller = await makeUser();
    await seed(seller.id, [
      { status: "active", metaCampaignId: "1" },
      { status: "active", metaCampaignId: "2" },
      { status: "paused", metaCampaignId: "3" },
      { status: "draft" },
    ]);
    const rows = await db.campaign.findMany({ where: { userId: seller.id, metaCampaignId: { not: null } }, orderBy: { metaCampaignId: "asc" } });
    await db.campaignInsight.createMany({
      data: [
        { campaignId: rows[0]!.id, impressions: 40_000, linkClicks: 10, spend: 5000, purchaseValue: 10_000, currency: "BRL" },
        // Spend and no purchases: it brings the ROAS down (the mean of the others' left it out).
        { campaignId: rows[1]!.id, impressions: 7_000, linkClicks: 5, spend: 1500, purchaseValue: 0, currency: "BRL" },
        { campaignId: rows[2]!.id, impressions: 100, linkClicks: 1, spend: 300, purchaseValue: 1200, currency: "USD" },
      ],
    });
    const other = await makeUser();
    await seed(other.id, [{ status: "active" }]);
    expect(await campaignTotals(seller.id)).toEqual({
      total: 4,
      linked: 3,
      byStatus: { active: 2, paused: 1, draft: 1 },
      impressions: 47_100,
      spend: [
        { currency: "BRL", amount: 6500 },
        { currency: "USD", amount: 300 },
      ],
      roas: [
        { currency: "BRL", value: 10_000 / 6500 },
        { currency: "USD", value: 4 },
      ],
      conversations: 0,
      costPerConversation: [],
      markedSales: [],
      whatsapp: false,
      currency: "BRL",
    });
  });

  it("equal the sums of the campaigns' figures, read from Meta's rows (issue 30)", async () => {
    const seller = await makeUser();
    await seed(seller.id, [
      { status: "active", metaCampaignId: "120210000000001" },
      { status: "active", metaCampaignId: "120210000000002" },
      { status: "paused", metaCampaignId: "120210000000003" },
    ]);
    // As Meta sends them: one sale under three purchase types; a campaign with spend and no purchase.
    const sale = (value: string) => ["purchase", "omni_purchase", "offsite_conversion.fb_pixel_purchase"].map((action_type) => ({ action_type, value }));
    const metaRows: InsightRow[] = [
      {
        campaign_id: "120210000000001",
        account_currency: "BRL",
        impressions: "12000",
        clicks: "400",
        inline_link_clicks: "240",
        spend: "300.00",
        action_values: sale("900.00"),
      },
      { campaign_id: "120210000000002", account_currency: "BRL", impressions: "8000", clicks: "150", inline_link_clicks: "100", spend: "200.00" },
      {
        campaign_id: "120210000000003",
        account_currency: "BRL",
        impressions: "1000",
        clicks: "30",
        inline_link_clicks: "10",
        spend: "50.00",
        action_values: sale("150.50"),
      },
    ];
    const campaigns = await db.campaign.findMany({ where: { userId: seller.id }, select: { id: true, metaCampaignId: true } });
    for (const row of metaRows) {
      const campaign = campaigns.find((item) => item.metaCampaignId === row.campaign_id)!;
      await db.campaignInsight.create({ data: { campaignId: campaign.id, ...campaignFiguresOf(row, "BRL") } });
    }

    // The cards in view (one page holds them all) and the tiles.
    const cards = (await listCampaignPage(seller.id, query())).campaigns.map((campaign) => campaign.insight!);
    const totals = await campaignTotals(seller.id);
    const sums = sumFigures(cards);
    expect(sums).toEqual({ impressions: 21_000, linkClicks: 350, spend: 55_000, purchaseValue: 105_050, conversations: 0 });
    expect(totals.impressions).toBe(sums.impressions);
    expect(totals.spend).toEqual([{ currency: "BRL", amount: sums.spend }]);
    expect(totals.roas).toEqual([{ currency: "BRL", value: roasOf(sums) }]);
    expect(roasOf(sums)).toBeCloseTo(1.91, 2); // not 3.0, the mean of the two campaigns with purchases
    // Each card's ratios come from its own sums: link CTR, cost per link click, purchase value ÷ spend.
    for (const card of cards) expect(card).toMatchObject(ratiosOf(card));
    expect(cards.map((card) => [card.linkClicks, card.ctr, card.cpc, card.roas])).toEqual(
      expect.arrayContaining([
        [240, 2, 125, 3],
        [100, 1.25, 200, 0],
        [10, 1, 500, 3.01],
      ]),
    );
  });

  it("are zero for a new seller, in their ad account's currency (BRL when none is known)", async () => {
    const newcomer = await makeUser();
    expect(await campaignTotals(newcomer.id)).toEqual({
      total: 0,
      linked: 0,
      byStatus: {},
      impressions: 0,
      spend: [],
      roas: [],
      conversations: 0,
      costPerConversation: [],
      markedSales: [],
      whatsapp: false,
      currency: "BRL",
    });
    const connected = await makeUser({
      profile: {
        metaAdAccountsData: [
          { id: "act_1", name: "Old", currency: "EUR", active: false },
          { id: "act_2", name: "Store", currency: "USD", active: true },
        ],
      },
    });
    expect((await campaignTotals(connected.id)).currency).toBe("USD");
    // A campaign set up with an account says which one the seller uses.
    await db.campaign.create({ data: { userId: connected.id, productName: "Caneca", currency: "EUR", metaAdAccountId: "act_1" } });
    expect(await sellerCurrency(connected.id)).toBe("EUR");
  });
});
