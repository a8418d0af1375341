import { ADMIN_CAMPAIGNS_LIMIT, listLatestCampaigns } from "@/lib/admin/campaigns";
import { db, queryLog } from "@/lib/db";
import { makeUser } from "./factories";
import { uniqueEmail } from "./helpers";
import { instantFromNow } from "@/tests/support/days";

// Campaigns dated a year ahead, so they are the latest ones whatever else the database holds.
let clock = instantFromNow(365).getTime();
const nextDate = () => new Date((clock += 1000));

async function makeOwner(profile: { fullName: string | null } | null) {
  if (profile) return makeUser({ label: "owner", fullName: profile.fullName });
  // Deliberately without a profile (makeUser always makes one): the list must still show this owner's campaign.
  return db.user.create({ data: { email: uniqueEmail("owner"), passwordHash: "x", emailVerifiedAt: new Date() }, select: { id: true } });
}

const makeCampaigns = (userId: string, count: number, name = "Tênis") =>
  db.campaign.createMany({
    data: Array.from({ length: count }, (_, i) => ({ userId, productName: `${name} ${i}`, status: "draft" as const, createdAt: nextDate() })),
  });

async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const listener = ({ query }: { query: string }) => void queries.push(query);
  queryLog.on(listener);
  try {
    return { result: await run(), queries };
  } finally {
    queryLog.off(listener);
  }
}

describe("the admin campaigns list", () => {
  it("shows the latest campaigns across users with their owners' names, none when the owner has no name", async () => {
    const named = await makeOwner({ fullName: "Joana Lima" });
    const blank = await makeOwner({ fullName: "  " });
    const noName = await makeOwner({ fullName: null });
    const noProfile = await makeOwner(null);
    await db.campaign.create({ data: { userId: named.id, productName: "Bolsa", status: "active", createdAt: nextDate() } });
    await db.campaign.create({ data: { userId: blank.id, productName: "Relógio", createdAt: nextDate() } });
    await db.campaign.create({ data: { userId: noName.id, productName: null, status: "published", createdAt: nextDate() } });
    await db.campaign.create({ data: { userId: noProfile.id, productName: "Caneca", status: "paused", createdAt: nextDate() } });

    const rows = (await listLatestCampaigns()).slice(0, 4);
    expect(rows.map(({ productName, status, ownerName }) => ({ productName, status, ownerName }))).toEqual([
      { productName: "Caneca", status: "paused", ownerName: null },
      { productName: null, status: "published", ownerName: null },
      { productName: "Relógio", status: "draft", ownerName: null },
      { productName: "Bolsa", status: "active", ownerName: "Joana Lima" },
    ]);
    expect(new Date(rows[0]!.createdAt).getTime()).toBeGreaterThan(new Date(rows[3]!.createdAt).getTime());
  });

  it("reads at most 100 campaigns, newest first, in one query however many rows and owners there are", async () => {
    const owner = await makeOwner({ fullName: "Primeiro" });
    await makeCampaigns(owner.id, 1, "Um");
    const few = await countQueries(() => listLatestCampaigns());

    // 130 more campaigns from 65 owners: the original read one profile per row.
    for (let i = 0; i < 65; i++) {
      const other = await makeOwner({ fullName: `Dono ${i}` });
      await makeCampaigns(other.id, 2, `Produto ${i}`);
    }
    const many = await countQueries(() => listLatestCampaigns());

    expect(many.result).toHaveLength(ADMIN_CAMPAIGNS_LIMIT);
    expect(many.result[0]).toMatchObject({ productName: "Produto 64 1", ownerName: "Dono 64" });
    const created = many.result.map((row) => Date.parse(row.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(new Set(many.result.map((row) => row.ownerName)).size).toBeGreaterThan(40);

    expect(few.queries).toHaveLength(1);
    expect(many.queries).toHaveLength(1);
  }, 60_000);
});
