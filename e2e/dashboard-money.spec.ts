// Money shown as Meta counts it (issue 30 item 4): after a refresh from the fake Meta, each dashboard tile
// equals the sum of the campaign cards it covers, and Total ROAS is their purchase value ÷ their spend, a
// campaign with spend and no purchases included (never the mean of the campaigns' ROAS).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seedCampaigns } from "./db";
import { signedInSeller } from "./helpers";
import { connectMeta } from "./meta-flow";
import { metaSeedCampaign, metaSetInsights, resetFakes } from "./wizard-support";

const ACCOUNT = "act_120210000000001";
// Spend in centavos; ROAS as Meta reports it per campaign (purchase value ÷ spend).
const CAMPAIGNS = [
  { name: "Tênis Corrida Pro", spend: 10_000, impressions: 400, purchases: 2, roas: 3 },
  { name: "Meia de Compressão", spend: 30_000, impressions: 500, purchases: 3, roas: 1 },
  { name: "Garrafa Térmica", spend: 20_000, impressions: 300, purchases: 0, roas: 0 },
];

test.beforeEach(() => resetFakes());

/** "R$600", "1.2K", "1,200", "3.0x" → the number they show (K and M as compact notation writes them). */
function figure(text: string): number {
  const match = /(-?[\d,]+(?:\.\d+)?)\s*([KM])?/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no figure in "${text}"`);
  const scale = match[2] === "K" ? 1_000 : match[2] === "M" ? 1_000_000 : 1;
  return Number(match[1]!.replace(/,/g, "")) * scale;
}

const valueIn = (scope: Locator, label: string) =>
  scope
    .locator("div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .last()
    .locator("dd");

function cardOf(page: Page, name: string): Locator {
  return page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name, level: 3 }) })
    .filter({ has: page.getByText("Spend", { exact: true }) })
    .last();
}

test("the dashboard's tiles equal the sums of the campaigns' figures, and Total ROAS is value ÷ spend", async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInSeller(page);
  await connectMeta(page);
  const seeded = [];
  for (const campaign of CAMPAIGNS) {
    const atMeta = await metaSeedCampaign({ accountId: ACCOUNT, name: campaign.name, objective: "OUTCOME_SALES", status: "ACTIVE" });
    const id = String(atMeta.id);
    await metaSetInsights(id, { spend: campaign.spend, impressions: campaign.impressions, purchases: campaign.purchases, roas: campaign.roas });
    seeded.push({
      productName: campaign.name,
      status: "active" as const,
      metaCampaignId: id,
      metaAdAccountId: ACCOUNT,
      campaignObjective: "conversions" as const,
    });
  }
  await seedCampaigns(email, seeded);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Refresh data" }).click();
  const spendTile = page
    .locator("dl")
    .filter({ has: page.getByText("Spend", { exact: true }) })
    .first()
    .locator("dd");
  await expect(async () => {
    await page.reload();
    await expect(spendTile).toHaveText("R$600", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  const cards = await Promise.all(
    CAMPAIGNS.map(async ({ name }) => {
      const card = cardOf(page, name);
      const roas = await valueIn(card, "ROAS").innerText();
      return {
        spend: figure(await valueIn(card, "Spend").innerText()),
        impressions: figure(await valueIn(card, "Impressions").innerText()),
        roas: figure(roas),
      };
    }),
  );
  const spend = cards.reduce((sum, card) => sum + card.spend, 0);
  const value = cards.reduce((sum, card) => sum + card.spend * card.roas, 0);
  expect(figure(await spendTile.innerText())).toBe(spend);
  const tile = (label: string) =>
    page
      .locator("dl")
      .filter({ has: page.getByText(label, { exact: true }) })
      .first()
      .locator("dd");
  expect(figure(await tile("Impressions").innerText())).toBe(cards.reduce((sum, card) => sum + card.impressions, 0));
  // 600 of purchase value over R$600 of spend: 1.0x; the mean of the campaigns that sold would say 2.0x.
  await expect(tile("Total ROAS")).toHaveText(`${(value / spend).toFixed(1)}x`);
  await expect(tile("Total ROAS")).toHaveText("1.0x");
  await expect(valueIn(cardOf(page, "Garrafa Térmica"), "ROAS")).toHaveText("0.0x");
});
