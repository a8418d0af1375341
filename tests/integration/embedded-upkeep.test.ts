import { db, embeddedDatabase } from "@/lib/db";
import { upkeepEmbedded } from "@/lib/db/embedded-upkeep";
import { makeUser } from "./factories";

// PGlite has no autovacuum daemon (lib/db/embedded-upkeep.ts): until the app analyses it, the planner
// thinks a seller's thousands of campaigns are a handful and sorts them all to show one page.
const listPlan = async (userId: string) => {
  const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>`
    EXPLAIN SELECT id FROM campaigns WHERE user_id = ${userId}::uuid ORDER BY created_at DESC, id DESC LIMIT 24`;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
};

(embeddedDatabase ? describe : describe.skip)("the embedded database's upkeep", () => {
  it("lets a seller's list be read from its index once the tables are analysed", async () => {
    const seller = await makeUser();
    const other = await makeUser();
    const start = Date.now();
    for (const [userId, count] of [
      [seller.id, 3000],
      [other.id, 50],
    ] as const) {
      await db.campaign.createMany({
        data: Array.from({ length: count }, (_, i) => ({ userId, productName: `Produto ${i}`, createdAt: new Date(start + i) })),
      });
    }
    expect(await listPlan(seller.id)).toMatch(/Sort/);

    await upkeepEmbedded(embeddedDatabase!);

    const plan = await listPlan(seller.id);
    expect(plan).toMatch(/Index (Only )?Scan using campaigns_user_id_created_at_id_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
