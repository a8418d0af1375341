import { addDays, dayColumn, todayInBrazil } from "@/lib/campaigns/calendar";
import { db } from "@/lib/db";
import { recordNoResults } from "@/lib/notifications";
import { makeUser } from "./factories";

// Issue 33: a live campaign that spent its budget for three days with no result is told once, from the
// first wasted day; a click (traffic) or a sale (sales) on any of those days, or a day under budget, is not.

const yesterday = () => addDays(todayInBrazil(), -1);

type DayFigures = { spend: number; linkClicks?: number; purchaseValue?: number; conversations?: number };

async function liveCampaign(objective: "traffic" | "conversions" | "whatsapp", days: DayFigures[]) {
  const user = await makeUser({ label: "no-results" });
  const campaign = await db.campaign.create({
    data: {
      userId: user.id,
      projectName: "Tênis Corrida Pro",
      status: "active",
      metaCampaignId: "120200000000777",
      dailyBudget: 2000,
      ...(objective === "whatsapp" ? { destination: "whatsapp", campaignObjective: "traffic" } : { campaignObjective: objective }),
    },
  });
  // days[0] is yesterday, days[1] the day before, and so on.
  await db.campaignInsightDaily.createMany({
    data: days.map((day, index) => ({ campaignId: campaign.id, date: dayColumn(addDays(yesterday(), -index)), currency: "BRL", ...day })),
  });
  return { user, campaign };
}

const toldOf = (userId: string) => db.notification.findMany({ where: { userId } });

it("tells once about three days of budget spent without a click, from the first such day", async () => {
  const { user, campaign } = await liveCampaign("traffic", [{ spend: 2000 }, { spend: 1900 }, { spend: 2100 }, { spend: 2000, linkClicks: 4 }]);
  expect(await recordNoResults(user.id)).toBe(1);
  expect(await recordNoResults(user.id)).toBe(1);
  const told = await toldOf(user.id);
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({
    kind: "noResults",
    campaignId: campaign.id,
    values: { campaign: "Tênis Corrida Pro", days: 3, since: addDays(yesterday(), -2) },
  });
});

it("says nothing for two such days, a day under budget, or a sale", async () => {
  const short = await liveCampaign("traffic", [{ spend: 2000 }, { spend: 2000 }, { spend: 2000, linkClicks: 1 }]);
  const under = await liveCampaign("traffic", [{ spend: 2000 }, { spend: 1000 }, { spend: 2000 }]);
  const sold = await liveCampaign("conversions", [{ spend: 2000, linkClicks: 9 }, { spend: 2000, purchaseValue: 15990 }, { spend: 2000 }]);
  for (const { user } of [short, under, sold]) {
    expect(await recordNoResults(user.id)).toBe(0);
    expect(await toldOf(user.id)).toEqual([]);
  }
});

it("counts clicks as no result for a sales campaign", async () => {
  const { user } = await liveCampaign("conversions", [{ spend: 2000, linkClicks: 9 }, { spend: 2000, linkClicks: 3 }, { spend: 2000 }]);
  expect(await recordNoResults(user.id)).toBe(1);
});

it("counts conversations started as a WhatsApp campaign's result, link clicks as none (issue 34)", async () => {
  const chatted = await liveCampaign("whatsapp", [{ spend: 2000, linkClicks: 30 }, { spend: 2000, linkClicks: 25, conversations: 2 }, { spend: 2000 }]);
  expect(await recordNoResults(chatted.user.id)).toBe(0);
  const silent = await liveCampaign("whatsapp", [
    { spend: 2000, linkClicks: 30 },
    { spend: 2000, linkClicks: 25 },
    { spend: 2000, linkClicks: 12 },
  ]);
  expect(await recordNoResults(silent.user.id)).toBe(1);
});
