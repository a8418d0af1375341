import "./action-request";
import { campaignTotals, listCampaignPage } from "@/lib/campaigns/listing";
import { campaignListQuerySchema } from "@/lib/campaigns/list-query";
import { markSaleAction, removeSaleAction } from "@/lib/campaigns/sale-actions";
import { listSales, SALES_LISTED, salesTotal } from "@/lib/campaigns/sales";
import { db } from "@/lib/db";
import { makeUser, signInAs } from "./factories";

// Issue 34, "Vendi!" through the server actions a seller's browser calls (session, zod, ownership in the
// query, rate limit), and the sums the marked sales join: the detail page's total, the cards and the
// dashboard's ROAS, which stays the sum of the cards'.

const query = () => campaignListQuerySchema.parse({});

async function sellerWith(destination: "whatsapp" | "website", insight?: { spend: number; conversations?: number }) {
  const user = await makeUser({ label: "sales", campaignLimit: 10 });
  const campaign = await db.campaign.create({
    data: { userId: user.id, productName: "Tênis", currency: "BRL", destination, status: "active", metaCampaignId: insight ? "120210000000001" : null },
  });
  if (insight) await db.campaignInsight.create({ data: { campaignId: campaign.id, currency: "BRL", ...insight } });
  return { user, campaign };
}

describe("the sale actions", () => {
  it("mark a sale on the seller's own WhatsApp campaign, and take it back", async () => {
    const { user, campaign } = await sellerWith("whatsapp", { spend: 10_000, conversations: 20 });
    signInAs(user);
    const marked = await markSaleAction({ campaignId: campaign.id, amount: "1.299,90", note: "  Ana, pedido 12  " });
    expect(marked).toMatchObject({ ok: true, data: { sale: { amount: 129_990, currency: "BRL", note: "Ana, pedido 12" } } });
    if (!marked.ok) throw new Error(marked.error);
    expect(await removeSaleAction({ saleId: marked.data.sale.id })).toEqual({ ok: true, data: { campaignId: campaign.id } });
    expect(await db.campaignSale.count({ where: { campaignId: campaign.id } })).toBe(0);
  });

  it("answer a bad value or note with the field's message, and write nothing", async () => {
    const { user, campaign } = await sellerWith("whatsapp");
    signInAs(user);
    for (const [amount, error] of [
      ["", "sales.errors.amountRequired"],
      ["abc", "sales.errors.amountInvalid"],
      ["0,00", "sales.errors.amountRange"],
      ["1000001", "sales.errors.amountRange"],
    ] as const)
      expect(await markSaleAction({ campaignId: campaign.id, amount })).toEqual({ ok: false, error, fieldErrors: { amount: error } });
    expect(await markSaleAction({ campaignId: campaign.id, amount: "10", note: "x".repeat(201) })).toMatchObject({
      ok: false,
      fieldErrors: { note: "sales.errors.noteTooLong" },
    });
    expect(await markSaleAction({ campaignId: campaign.id, amount: "9".repeat(31) })).toMatchObject({
      ok: false,
      fieldErrors: { amount: "sales.errors.amountInvalid" },
    });
    expect(await db.campaignSale.count({ where: { campaignId: campaign.id } })).toBe(0);
  });

  it("refuse another seller's campaign or sale, a website campaign and a caller with no session", async () => {
    const { user, campaign } = await sellerWith("whatsapp");
    const website = await db.campaign.create({ data: { userId: user.id, productName: "Caneca", currency: "BRL" } });
    const sale = await db.campaignSale.create({ data: { campaignId: campaign.id, userId: user.id, amount: 5_000, currency: "BRL" } });
    const stranger = await makeUser({ label: "stranger" });

    signInAs(stranger);
    expect(await markSaleAction({ campaignId: campaign.id, amount: "100" })).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect(await removeSaleAction({ saleId: sale.id })).toEqual({ ok: false, error: "sales.errors.notFound" });
    signInAs(user);
    expect(await markSaleAction({ campaignId: website.id, amount: "100" })).toEqual({ ok: false, error: "sales.errors.notWhatsApp" });
    signInAs(null);
    expect(await markSaleAction({ campaignId: campaign.id, amount: "100" })).toMatchObject({ ok: false });

    expect(await db.campaignSale.findMany({ where: { campaignId: { in: [campaign.id, website.id] } }, select: { id: true } })).toEqual([{ id: sale.id }]);
  });
});

describe("the marked sales' sums", () => {
  it("count every sale on the detail page, beyond the newest ones listed", async () => {
    const { user, campaign } = await sellerWith("whatsapp", { spend: 10_000, conversations: 20 });
    const sales = Array.from({ length: SALES_LISTED + 1 }, (_, i) => ({ campaignId: campaign.id, userId: user.id, amount: 1_000 + i, currency: "BRL" }));
    await db.campaignSale.createMany({ data: sales });
    const amount = sales.reduce((sum, sale) => sum + sale.amount, 0);
    expect(await listSales(user.id, campaign.id)).toHaveLength(SALES_LISTED);
    expect(await salesTotal(user.id, campaign.id, "BRL")).toEqual({ count: SALES_LISTED + 1, amount });
    // The card counts the same sales as the detail page.
    expect((await listCampaignPage(user.id, query())).campaigns[0]!.insight).toMatchObject({ markedSales: amount, revenue: amount });
  });

  it("on the dashboard are those of the cards: a campaign with no results yet adds none to the ROAS", async () => {
    const { user, campaign } = await sellerWith("whatsapp", { spend: 10_000, conversations: 20 });
    const unsynced = await db.campaign.create({ data: { userId: user.id, productName: "Bolsa", currency: "BRL", destination: "whatsapp" } });
    await db.campaignSale.createMany({
      data: [
        { campaignId: campaign.id, userId: user.id, amount: 30_000, currency: "BRL" },
        { campaignId: unsynced.id, userId: user.id, amount: 70_000, currency: "BRL" },
      ],
    });
    const cards = (await listCampaignPage(user.id, query())).campaigns;
    const revenue = cards.reduce((sum, card) => sum + (card.insight?.revenue ?? 0), 0);
    const totals = await campaignTotals(user.id);
    expect(revenue).toBe(30_000);
    expect(totals.markedSales).toEqual([{ currency: "BRL", amount: 30_000 }]);
    expect(totals.roas).toEqual([{ currency: "BRL", value: revenue / 10_000 }]);
  });

  it("show the conversation tiles to a seller with a WhatsApp campaign, results or not", async () => {
    const { user: website } = await sellerWith("website", { spend: 10_000 });
    expect(await campaignTotals(website.id)).toMatchObject({ whatsapp: false, costPerConversation: [] });
    const { user: draft } = await sellerWith("whatsapp");
    expect(await campaignTotals(draft.id)).toMatchObject({ whatsapp: true, conversations: 0, costPerConversation: [] });
  });
});
