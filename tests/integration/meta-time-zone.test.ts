import { FAKE_META_SEED_TOKEN, type RecordedCall } from "@/e2e/fakes/meta";
import type { AdAccountSeed } from "@/e2e/fakes/meta/seed";
import { campaignEditSchema } from "@/lib/campaigns/config-schema";
import { updateCampaignConfig } from "@/lib/campaigns/edit";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { syncCampaigns } from "@/lib/meta/sync";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Schedules and insight days follow the ad account's time zone (issue 30 item 6): an account in New
// York gets its ad sets' start and end with New York's offset on each date, in an edit too, and its
// chart's days end on New York's today. The accounts are added through the fake's control API.

jest.setTimeout(60_000);
const meta = withFakeMeta();

const account = (id: string, timezone_name: string): AdAccountSeed => ({
  account_id: id,
  name: `Loja ${timezone_name}`,
  account_status: 1,
  // A Brazilian seller's account keeping another zone's clock: the budgets stay in reais.
  currency: "BRL",
  timezone_name,
  funding_source: `60100000${id.slice(-7)}`,
});

async function addAccount(seed: AdAccountSeed) {
  const response = await fetch(`${meta().url}/__control/assets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ adAccounts: [...meta().state.adAccounts, seed] }),
  });
  if (!response.ok) throw new Error(`assets: ${response.status} ${await response.text()}`);
  return { ...SELECTION, adAccountId: `act_${seed.account_id}`, pixelId: null, names: { ...SELECTION.names, adAccountName: seed.name } };
}

/** A campaign shown in the United States (not Brazil's regulated audience) from `start` to `end`. */
async function campaignFrom(userId: string, start: string, end: string) {
  const campaign = await savedCampaign(userId, { media: ["image"] });
  return db.campaign.update({
    where: { id: campaign.id },
    data: { targetingCountries: ["US"], startDate: new Date(`${start}T00:00:00Z`), endDate: new Date(`${end}T00:00:00Z`) },
  });
}

const adSetWrites = (from: number) =>
  meta()
    .state.log.slice(from)
    .filter(
      (call: RecordedCall) =>
        call.method === "POST" && call.params.end_time !== undefined && !String(call.params.execution_options ?? "").includes("validate_only"),
    );

// Days of next year, whatever day the suite runs.
const year = new Date().getUTCFullYear() + 1;

describe("an ad account in America/New_York", () => {
  it("publishes the ad sets from the start day's midnight to the end day's last second, each with that date's offset", async () => {
    const selection = await addAccount(account("120210000000011", "America/New_York"));
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    // New York moves its clocks forward on March's second Sunday (8 to 14 March), between these two days.
    const campaign = await campaignFrom(user.id, `${year}-03-01`, `${year}-03-25`);
    const from = meta().state.log.length;
    expect(await publishCampaign(user.id, campaign.id, selection)).toMatchObject({ ok: true });
    const writes = adSetWrites(from);
    expect(writes.map((call) => call.endpoint)).toEqual(["adsets", "adsets"]);
    for (const call of writes) expect(call.params).toMatchObject({ start_time: `${year}-03-01T00:00:00-05:00`, end_time: `${year}-03-25T23:59:59-04:00` });
  });

  it("moves the dates of a published campaign in the same zone", async () => {
    const selection = await addAccount(account("120210000000012", "America/New_York"));
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await campaignFrom(user.id, `${year}-01-15`, `${year}-01-22`);
    expect(await publishCampaign(user.id, campaign.id, selection)).toMatchObject({ ok: true });
    const from = meta().state.log.length;
    const values = campaignEditSchema.parse({
      projectName: "Verão Corrida",
      headline: "Corra mais leve",
      description: "Amortecimento responsivo.",
      cta: "SHOP_NOW",
      dailyBudget: "50,00",
      startDate: `${year}-07-01`,
      endDate: `${year}-07-08`,
      ageMin: 25,
      ageMax: 45,
    });
    expect(await updateCampaignConfig(user.id, campaign.id, values)).toEqual({ ok: true });
    const writes = adSetWrites(from);
    expect(writes).toHaveLength(2);
    for (const call of writes) expect(call.params).toMatchObject({ start_time: `${year}-07-01T00:00:00-04:00`, end_time: `${year}-07-08T23:59:59-04:00` });
  });
});

/** Today in a zone, as Intl tells it (en-CA writes yyyy-mm-dd). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

it("reads an account's daily insights up to today in its own zone", async () => {
  // Whichever side of the date line is on another day than Brazil now, so that Brazil's day would be wrong.
  const zone = todayIn("Pacific/Kiritimati") !== todayIn("America/Sao_Paulo") ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
  const selection = await addAccount(account("120210000000013", zone));
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await campaignFrom(user.id, `${year}-01-15`, `${year}-01-22`);
  expect(await publishCampaign(user.id, campaign.id, { ...selection, activate: true })).toMatchObject({ ok: true });
  const before = todayIn(zone);
  const from = meta().state.log.length;
  expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
  const after = todayIn(zone);
  const daily = meta()
    .state.log.slice(from)
    .find((call) => call.endpoint === "insights" && call.params.time_increment !== undefined)!;
  const range = JSON.parse(String(daily.params.time_range)) as { since: string; until: string };
  expect([before, after]).toContain(range.until);
  expect(range.until).not.toBe(todayIn("America/Sao_Paulo"));
});
