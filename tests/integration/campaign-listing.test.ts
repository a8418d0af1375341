import { CAMPAIGNS_PAGE_SIZE, campaignListQuerySchema, type CampaignListQuery } from "@/lib/campaigns/list-query";
import { campaignTotals, countCampaigns, listCampaignPage, sellerCurrency } from "@/lib/campaigns/listing";
import { db, queryLog } from "@/lib/db";
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
  it("count active over all campaigns and sum the insights per currency, with the mean of the known ROAS", async () => {
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
        { campaignId: rows[0]!.id, impressions: 40_000, clicks: 10, spend: 5000, currency: "BRL", roas: 2 },
        { campaignId: rows[1]!.id, impressions: 7_000, clicks: 5, spend: 1500, currency: "BRL", roas: null },
        { campaignId: rows[2]!.id, impressions: 100, clicks: 1, spend: 300, currency: "USD", roas: 4 },
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
      averageRoas: 3,
      currency: "BRL",
    });
  });

  it("are zero for a new seller, in their ad account's currency (BRL when none is known)", async () => {
    const newcomer = await makeUser();
    expect(await campaignTotals(newcomer.id)).toEqual({ total: 0, linked: 0, byStatus: {}, impressions: 0, spend: [], averageRoas: null, currency: "BRL" });
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
