// Across app processes (npm run test:cluster): the plan quota and the one-publish-at-a-time rule hold
// when requests for one user land on both processes at once, and files live in the shared bucket. nginx
// tags each answer with the process that gave it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { campaignIdsOf, publishRunsOf, seedCampaigns, setPlan } from "../db";
import { expect, test } from "../fixtures";
import { signUpConfirmAndSignIn } from "../helpers";
import { configureWithMeta, connectMeta } from "../meta-flow";
import { fakeMetaState, resetFakes } from "../wizard-support";
import { daysFromNow } from "../../tests/support/days";
import { callServerAction, serverActionId } from "./server-actions";

const ACCOUNT = "act_120210000000001";
type Result = { ok: boolean; error?: string; data?: unknown };

const campaignInput = (name: string) => ({
  product: { url: "https://loja.example/garrafa", name },
  ad: {
    headline: "Água gelada o dia todo",
    description: "Garrafa térmica de aço inox.",
    audienceTargeting: ["Academia", "Trilhas", "Corrida"],
    objective: "Tráfego",
  },
  creatives: [],
  config: {
    projectName: name,
    objective: "traffic",
    ctaText: "SHOP_NOW",
    startDate: daysFromNow(7),
    endDate: daysFromNow(14),
    targetCountries: ["BR"],
    targetCities: [],
    ageMin: 18,
    ageMax: 65,
    dailyBudget: 2000,
    adSets: [
      {
        id: "1",
        name: "Broad Audience",
        title: "Água gelada",
        primaryText: "Garrafa térmica de aço inox.",
        audience: [],
        metaInterests: [],
        budget: 2000,
        enabled: true,
      },
    ],
  },
});

test("20 saves at once at the plan's edge, spread over both processes: the user ends with exactly the limit", async ({ page }) => {
  const email = await signUpConfirmAndSignIn(page);
  await setPlan(email, { planType: "starter", campaignLimit: 5 });
  await seedCampaigns(
    email,
    Array.from({ length: 4 }, (_, i) => ({ productName: `Campanha ${i + 1}` })),
  );

  const save = serverActionId("lib/wizard/actions.ts", "saveCampaignAction");
  const calls = await Promise.all(
    Array.from({ length: 20 }, (_, i) => callServerAction<Result>(page.request, "/campaign/new", save, [campaignInput(`Garrafa ${i}`)])),
  );

  expect(new Set(calls.map((call) => call.upstream)).size, "answers from both app processes").toBe(2);
  expect(calls.filter((call) => call.result.ok)).toHaveLength(1);
  expect(new Set(calls.filter((call) => !call.result.ok).map((call) => call.result.error))).toEqual(new Set(["plans.errors.limitReached"]));
  expect(await campaignIdsOf(email)).toHaveLength(5);
});

test("two publishes of one campaign at once, on both processes: one run, one campaign at Meta", async ({ page }) => {
  await resetFakes();
  const email = await signUpConfirmAndSignIn(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  await page.getByRole("button", { name: /^Save Campaign/ }).click();
  await expect.poll(async () => (await campaignIdsOf(email)).length).toBe(1);
  const [campaignId] = await campaignIdsOf(email);

  const publish = serverActionId("lib/meta/publish-actions.ts", "publishCampaignAction");
  const input = {
    campaignId,
    adAccountId: ACCOUNT,
    pageId: "104857600000001",
    instagramAccountId: "17841400000000001",
    pixelId: "1234567890123456",
    activate: false,
    names: { adAccountName: "Loja Passo Firme", pageName: "Passo Firme", pixelName: "Pixel Passo Firme", instagramUsername: "passofirme" },
  };
  const calls = await Promise.all([0, 1].map(() => callServerAction<Result>(page.request, "/campaign/new", publish, [input])));
  expect(new Set(calls.map((call) => call.upstream)).size, "one call on each app process").toBe(2);

  await expect.poll(async () => (await publishRunsOf(campaignId!)).map((run) => run.status), { timeout: 60_000 }).toEqual(["completed"]);
  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  expect(account.campaigns).toHaveLength(1);
  expect(account.ads).toHaveLength(account.adsets?.length ?? 0);
});

test("a file uploaded through one process is served by both, from the shared bucket", async ({ page }) => {
  await signUpConfirmAndSignIn(page);
  const bytes = readFileSync(path.resolve("tests/fixtures/media/square-1080.jpg"));
  const upload = await page.request.post("/api/wizard/media", { headers: { "X-File-Name": "square-1080.jpg", "Content-Type": "image/jpeg" }, data: bytes });
  expect(upload.status()).toBe(201);
  const { data } = (await upload.json()) as { data: { url: string } };

  const reads = await Promise.all([0, 1, 2, 3].map(() => page.request.get(data.url)));
  expect(new Set(reads.map((read) => read.headers()["x-upstream"])).size, "reads answered by both processes").toBe(2);
  for (const read of reads) expect(Buffer.compare(await read.body(), bytes)).toBe(0);
});
