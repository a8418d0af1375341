import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { readSellerTally } from "@/lib/campaigns/listing";
import { db } from "@/lib/db";
import { MIGRATIONS_DIR } from "@/lib/db/schema-engine";
import { makeUser } from "./factories";

// The seller_tallies row is kept by triggers (migration seller_tallies). Whatever writes the campaigns
// and their insights, it must say what counting them afresh says.

/** The seller's counts and sums, counted afresh from the campaigns and insight rows. */
async function counted(userId: string) {
  const [groups, sums, whatsapp] = await Promise.all([
    db.campaign.groupBy({ by: ["status"], where: { userId }, _count: { _all: true, metaCampaignId: true } }),
    db.campaignInsight.groupBy({
      by: ["currency"],
      where: { campaign: { userId } },
      _sum: { impressions: true, spend: true, purchaseValue: true, conversations: true },
      _count: { _all: true },
      orderBy: { currency: "asc" },
    }),
    // The spend of WhatsApp campaigns, over which the conversations are counted (issue 34).
    db.campaignInsight.groupBy({ by: ["currency"], where: { campaign: { userId, destination: "whatsapp" } }, _sum: { spend: true } }),
  ]);
  return {
    counts: {
      total: groups.reduce((total, group) => total + group._count._all, 0),
      linked: groups.reduce((total, group) => total + group._count.metaCampaignId, 0),
      byStatus: Object.fromEntries(groups.map((group) => [group.status, group._count._all])),
    },
    insights: sums.map((group) => ({
      currency: group.currency,
      rows: group._count._all,
      impressions: group._sum.impressions ?? 0,
      spend: group._sum.spend ?? 0,
      purchaseValue: group._sum.purchaseValue ?? 0,
      conversations: group._sum.conversations ?? 0,
      conversationSpend: whatsapp.find((item) => item.currency === group.currency)?._sum.spend ?? 0,
    })),
  };
}

async function expectTallyRight(userId: string) {
  const tally = await readSellerTally(userId);
  const truth = await counted(userId);
  expect(tally.counts).toEqual(truth.counts);
  expect(tally.insights).toEqual(truth.insights);
}

const statuses = ["draft", "active", "paused", "published"] as const;

async function seedCampaigns(userId: string, count: number) {
  await db.campaign.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      userId,
      productName: `Produto ${i}`,
      status: statuses[i % statuses.length],
      metaCampaignId: i % 3 ? `1200${i}` : null,
    })),
  });
  return db.campaign.findMany({ where: { userId }, orderBy: { productName: "asc" }, select: { id: true } });
}

describe("a seller's tally", () => {
  it("follows every kind of write to the campaigns and their insights", async () => {
    const seller = await makeUser();
    const neighbour = await makeUser();
    expect(await readSellerTally(seller.id)).toEqual({ counts: { total: 0, linked: 0, byStatus: {} }, insights: [] });

    const campaigns = await seedCampaigns(seller.id, 30);
    await seedCampaigns(neighbour.id, 5);
    await expectTallyRight(seller.id);

    // Insights in two currencies, some with spend and no purchases.
    for (const [i, campaign] of campaigns.slice(0, 12).entries()) {
      await db.campaignInsight.create({
        data: {
          campaignId: campaign.id,
          impressions: 1000 * i,
          spend: 150 * i,
          currency: i % 4 ? "BRL" : "USD",
          purchaseValue: i % 5 ? 400 * i : 0,
          conversations: i % 3 ? 0 : 4 * i,
        },
      });
    }
    await expectTallyRight(seller.id);

    // WhatsApp campaigns (issue 34): their spend counts toward the cost per conversation, and moves with a change of destination.
    await db.campaign.updateMany({ where: { id: { in: campaigns.slice(0, 6).map((c) => c.id) } }, data: { destination: "whatsapp" } });
    await expectTallyRight(seller.id);
    await db.campaign.update({ where: { id: campaigns[3]!.id }, data: { destination: "website" } });
    await db.campaignInsight.update({ where: { campaignId: campaigns[0]!.id }, data: { conversations: 9, spend: 1234 } });
    await expectTallyRight(seller.id);

    // Statuses change, campaigns are linked and unlinked, figures are rewritten (as the hourly sync does).
    await db.campaign.updateMany({ where: { id: { in: campaigns.slice(0, 10).map((c) => c.id) } }, data: { status: "paused" } });
    await db.campaign.update({ where: { id: campaigns[0]!.id }, data: { metaCampaignId: null } });
    await db.campaign.update({ where: { id: campaigns[3]!.id }, data: { metaCampaignId: "99" } });
    await db.campaign.update({ where: { id: campaigns[4]!.id }, data: { headline: "only a headline" } });
    await db.$transaction(
      campaigns.slice(0, 6).map((campaign, i) =>
        db.campaignInsight.upsert({
          where: { campaignId: campaign.id },
          create: { campaignId: campaign.id, impressions: 5, spend: 5 },
          update: { impressions: 777 + i, spend: 99, purchaseValue: i % 2 ? 0 : 322 },
        }),
      ),
    );
    await db.campaignInsight.update({ where: { campaignId: campaigns[8]!.id }, data: { currency: "EUR" } });
    await expectTallyRight(seller.id);

    // Insight rows deleted alone, and with their campaigns (the cascade).
    await db.campaignInsight.delete({ where: { campaignId: campaigns[1]!.id } });
    await db.campaign.deleteMany({ where: { id: { in: campaigns.slice(2, 9).map((c) => c.id) } } });
    await expectTallyRight(seller.id);
    expect((await readSellerTally(seller.id)).insights.map((sums) => sums.currency)).toEqual(["BRL", "USD"]);

    // Writes queued together on one seller's row all count.
    await Promise.all(campaigns.slice(10, 20).map((campaign, i) => db.campaign.update({ where: { id: campaign.id }, data: { status: statuses[i % 4] } })));
    await expectTallyRight(seller.id);

    // The neighbour's tally never moved; deleting the seller takes their row with them.
    await expectTallyRight(neighbour.id);
    expect((await readSellerTally(neighbour.id)).counts.total).toBe(5);
    await db.user.delete({ where: { id: seller.id } });
    expect(await db.sellerTally.findUnique({ where: { userId: seller.id } })).toBeNull();
    await expectTallyRight(neighbour.id);
  }, 60_000);

  it("starts from the campaigns a database already holds when the migration runs", async () => {
    const scratch = new PGlite();
    try {
      const migrations = readdirSync(MIGRATIONS_DIR)
        .filter((name) => /^\d+_/.test(name))
        .sort();
      const index = migrations.findIndex((name) => name.endsWith("_seller_tallies"));
      const sql = (name: string) => readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8");
      for (const name of migrations.slice(0, index)) await scratch.exec(sql(name));
      await scratch.exec(`
        INSERT INTO users (id, email, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'x'),
          ('00000000-0000-4000-8000-000000000002', 'b@example.com', 'x');
        INSERT INTO campaigns (id, user_id, status, meta_campaign_id, updated_at) VALUES
          ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', 'active', '1', now()),
          ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000001', 'active', NULL, now()),
          ('00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-000000000001', 'draft', NULL, now());
        INSERT INTO campaign_insights (campaign_id, impressions, spend, currency, roas) VALUES
          ('00000000-0000-4000-8000-00000000000a', 100, 250, 'BRL', 2),
          ('00000000-0000-4000-8000-00000000000b', 50, 50, 'BRL', NULL);
      `);
      await scratch.exec(sql(migrations[index]!));
      const { rows } = await scratch.query("SELECT user_id, campaigns, linked, by_status, insights FROM seller_tallies");
      expect(rows).toEqual([
        {
          user_id: "00000000-0000-4000-8000-000000000001",
          campaigns: 3,
          linked: 1,
          by_status: { active: 2, draft: 1 },
          insights: { BRL: { rows: 2, impressions: 150, spend: 300, roasSum: 2, roasCount: 1 } },
        },
      ]);
      // And the triggers carry on from there.
      await scratch.exec(`UPDATE campaigns SET status = 'paused' WHERE id = '00000000-0000-4000-8000-00000000000c'`);
      const after = await scratch.query<{ by_status: unknown }>("SELECT by_status FROM seller_tallies");
      expect(after.rows[0]!.by_status).toEqual({ active: 2, draft: 0, paused: 1 });
    } finally {
      await scratch.close();
    }
  }, 60_000);

  it("sums the purchase value in place of the ROAS from migration insight_link_clicks_and_purchase_value on", async () => {
    const scratch = new PGlite();
    try {
      const migrations = readdirSync(MIGRATIONS_DIR)
        .filter((name) => /^\d+_/.test(name))
        .sort();
      const index = migrations.findIndex((name) => name.endsWith("_insight_link_clicks_and_purchase_value"));
      const sql = (name: string) => readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8");
      for (const name of migrations.slice(0, index)) await scratch.exec(sql(name));
      const seller = "00000000-0000-4000-8000-000000000001";
      await scratch.exec(`
        INSERT INTO users (id, email, password_hash) VALUES ('${seller}', 'a@example.com', 'x');
        INSERT INTO campaigns (id, user_id, status, meta_campaign_id, updated_at) VALUES
          ('00000000-0000-4000-8000-00000000000a', '${seller}', 'active', '1', now()),
          ('00000000-0000-4000-8000-00000000000b', '${seller}', 'active', '2', now()),
          ('00000000-0000-4000-8000-00000000000c', '${seller}', 'paused', '3', now());
        INSERT INTO campaign_insights (campaign_id, impressions, spend, currency, roas) VALUES
          ('00000000-0000-4000-8000-00000000000a', 100, 250, 'BRL', 2),
          ('00000000-0000-4000-8000-00000000000b', 50, 50, 'BRL', NULL),
          ('00000000-0000-4000-8000-00000000000c', 10, 1000, 'USD', 1.25);
      `);
      expect((await scratch.query<{ insights: unknown }>("SELECT insights FROM seller_tallies")).rows[0]!.insights).toMatchObject({
        BRL: { roasSum: 2, roasCount: 1 },
      });
      await scratch.exec(sql(migrations[index]!));
      // Until the next sync reads action_values, a row's purchase value is what its ROAS said.
      const values = await scratch.query<{ purchase_value: number }>("SELECT purchase_value FROM campaign_insights ORDER BY campaign_id");
      expect(values.rows.map((row) => row.purchase_value)).toEqual([500, 0, 1250]);
      const tally = async () => (await scratch.query<{ insights: unknown }>("SELECT insights FROM seller_tallies")).rows[0]!.insights;
      expect(await tally()).toEqual({
        BRL: { rows: 2, impressions: 150, spend: 300, purchaseValue: 500 },
        USD: { rows: 1, impressions: 10, spend: 1000, purchaseValue: 1250 },
      });
      // The triggers carry on in the new shape: a sync's rewrite, a deletion.
      await scratch.exec(`UPDATE campaign_insights SET purchase_value = 90, link_clicks = 7 WHERE campaign_id = '00000000-0000-4000-8000-00000000000b'`);
      await scratch.exec(`DELETE FROM campaigns WHERE id = '00000000-0000-4000-8000-00000000000c'`);
      expect(await tally()).toEqual({
        BRL: { rows: 2, impressions: 150, spend: 300, purchaseValue: 590 },
        USD: { rows: 0, impressions: 0, spend: 0, purchaseValue: 0 },
      });
    } finally {
      await scratch.close();
    }
  }, 60_000);
});
