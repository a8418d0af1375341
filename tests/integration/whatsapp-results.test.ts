import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { costPerConversationOf } from "@/lib/campaigns/figures";
import { campaignTotals, listCampaignPage } from "@/lib/campaigns/listing";
import { campaignListQuerySchema } from "@/lib/campaigns/list-query";
import { listSales, markSale, removeSale } from "@/lib/campaigns/sales";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { syncCampaigns } from "@/lib/meta/sync";
import { makeUser } from "./factories";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 34, results of a WhatsApp campaign: the conversations Meta counts, read with the insights and
// stored with the campaign's figures; their cost from the sums; the sales the seller marks ("Vendi!")
// counted in the revenue and ROAS the app shows, on the card and the dashboard alike.

jest.setTimeout(60_000);
const meta = withFakeMeta();

const control = (path: string, body: unknown) =>
  fetch(`${meta().url}/__control${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    },
  );

/** A seller's WhatsApp campaign published to the fake Meta, whose insights say `spend` (minor units) and `conversations`. */
async function publishedWhatsApp(figures: { spend: number; conversations: number }) {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const saved = await savedCampaign(user.id, { media: ["image"] });
  await db.campaign.update({ where: { id: saved.id }, data: { destination: "whatsapp", whatsappMessage: "Oi! Tenho interesse no Tênis" } });
  const outcome = await publishCampaign(user.id, saved.id, { ...SELECTION, activate: true });
  if (!outcome.ok) throw new Error(outcome.error);
  await control("/insights", { id: outcome.metaCampaignId, ...figures, purchases: 0 });
  return { user, campaign: saved };
}

const query = () => campaignListQuerySchema.parse({});

describe("a WhatsApp campaign's results", () => {
  it("are the conversations Meta counts, stored with the lifetime and daily figures, their cost taken from the sums", async () => {
    const { user, campaign } = await publishedWhatsApp({ spend: 12_000, conversations: 40 });
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
    const stored = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id }, include: { insight: true, dailyInsights: true } });
    expect(stored.insight).toMatchObject({ spend: 12_000, conversations: 40 });
    // The days add up to the lifetime figures.
    expect(stored.dailyInsights.reduce((sum, day) => sum + day.conversations, 0)).toBe(40);
    const [card] = (await listCampaignPage(user.id, query())).campaigns;
    expect(card).toMatchObject({ destination: "whatsapp", insight: { conversations: 40, costPerConversation: 300 } });
    const totals = await campaignTotals(user.id);
    expect(totals).toMatchObject({ conversations: 40, costPerConversation: [{ currency: "BRL", value: 300 }] });
  });

  it("on the dashboard are the sums of the WhatsApp campaigns: a website campaign's spend is not a conversation's cost", async () => {
    const { user } = await publishedWhatsApp({ spend: 12_000, conversations: 40 });
    const second = await savedCampaign(user.id, { media: ["image"] });
    await db.campaign.update({ where: { id: second.id }, data: { destination: "whatsapp", whatsappMessage: "Oi!" } });
    const outcome = await publishCampaign(user.id, second.id, { ...SELECTION, activate: true });
    if (!outcome.ok) throw new Error(outcome.error);
    await control("/insights", { id: outcome.metaCampaignId, spend: 3_000, conversations: 5, purchases: 0 });
    const website = await savedCampaign(user.id, { media: ["image"] });
    const published = await publishCampaign(user.id, website.id, { ...SELECTION, activate: true });
    if (!published.ok) throw new Error(published.error);
    await control("/insights", { id: published.metaCampaignId, spend: 50_000, purchases: 2, roas: 2 });
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 3 });

    const cards = (await listCampaignPage(user.id, query())).campaigns;
    const whatsapp = cards.filter((card) => card.destination === "whatsapp").map((card) => card.insight!);
    const totals = await campaignTotals(user.id);
    // 15,000 ÷ 45 = 333.33…, the ratio of the sums (not the mean of 300 and 600).
    expect(totals.conversations).toBe(whatsapp.reduce((sum, card) => sum + card.conversations, 0));
    expect(totals.costPerConversation).toEqual([{ currency: "BRL", value: costPerConversationOf({ spend: 15_000, conversations: 45 }) }]);
    expect(cards.find((card) => card.destination === "website")!.insight!.conversations).toBe(0);
  });
});

describe("marking a sale (Vendi!)", () => {
  it("adds its value to the campaign's revenue and ROAS, on the card and the dashboard, and taking it back removes it", async () => {
    const { user, campaign } = await publishedWhatsApp({ spend: 12_000, conversations: 40 });
    await syncCampaigns(user.id);
    const before = (await listCampaignPage(user.id, query())).campaigns[0]!.insight!;
    expect(before).toMatchObject({ purchaseValue: 0, markedSales: 0, revenue: 0, roas: 0 });

    const first = await markSale(user.id, campaign.id, { amount: "299,90", note: "Maria, tamanho 38" });
    const second = await markSale(user.id, campaign.id, { amount: "R$ 150" });
    if (!first.ok || !second.ok) throw new Error("the sales were refused");
    expect(first.sale).toMatchObject({ amount: 29_990, currency: "BRL", note: "Maria, tamanho 38" });
    const card = (await listCampaignPage(user.id, query())).campaigns[0]!.insight!;
    expect(card).toMatchObject({ markedSales: 44_990, revenue: 44_990 });
    expect(card.roas).toBeCloseTo(44_990 / 12_000, 12);
    const totals = await campaignTotals(user.id);
    expect(totals.roas).toEqual([{ currency: "BRL", value: card.roas }]);
    expect(totals.markedSales).toEqual([{ currency: "BRL", amount: 44_990 }]);
    expect((await listSales(user.id, campaign.id)).map((sale) => sale.amount)).toEqual([15_000, 29_990]);

    expect(await removeSale(user.id, second.sale.id)).toEqual({ ok: true, campaignId: campaign.id });
    expect((await listCampaignPage(user.id, query())).campaigns[0]!.insight!).toMatchObject({ markedSales: 29_990, revenue: 29_990 });
  });

  it("refuses another seller's campaign or sale, a website campaign, and a value that is not one, writing nothing", async () => {
    const { user, campaign } = await publishedWhatsApp({ spend: 12_000, conversations: 40 });
    const stranger = await makeUser({ label: "stranger" });
    const website = await savedCampaign(user.id, { media: ["image"] });
    expect(await markSale(stranger.id, campaign.id, { amount: "100" })).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect(await markSale(user.id, website.id, { amount: "100" })).toEqual({ ok: false, error: "sales.errors.notWhatsApp" });
    for (const [amount, error] of [
      ["", "sales.errors.amountRequired"],
      ["cem reais", "sales.errors.amountInvalid"],
      ["-50", "sales.errors.amountInvalid"],
      ["0", "sales.errors.amountRange"],
      ["2.000.000,00", "sales.errors.amountRange"],
    ] as const)
      expect(await markSale(user.id, campaign.id, { amount })).toEqual({ ok: false, error, field: "amount" });
    expect(await db.campaignSale.count({ where: { campaignId: { in: [campaign.id, website.id] } } })).toBe(0);

    const sale = await markSale(user.id, campaign.id, { amount: "10" });
    if (!sale.ok) throw new Error(sale.error);
    expect(await removeSale(stranger.id, sale.sale.id)).toEqual({ ok: false, error: "sales.errors.notFound" });
    expect(await db.campaignSale.count({ where: { id: sale.sale.id } })).toBe(1);
  });
});
