import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { publishCampaign } from "@/lib/meta/publish";
import { adSet, savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// The Graph calls a publish of 3 ad sets × 2 creatives makes (issues 12 and 30): Meta checks each stage's
// objects with validate_only before writing them, in as few batches as Meta's Batch Requests page allows
// (at most 50 operations; never two ad sets of one campaign), so the checks add one HTTP request per stage,
// and one per ad set. Printed for the issue's note.

jest.setTimeout(60_000);
const meta = withFakeMeta();

it("publishes 3 ad sets × 2 creatives in a fixed number of Graph calls, the checks batched as Meta allows", async () => {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["image", "image"], adSets: [adSet("a"), adSet("b"), adSet("c")] });
  const from = meta().state.log.length;
  expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({ ok: true });
  const log = meta().state.log.slice(from);
  const http = log.filter((call) => call.batchItem === undefined);
  const calls = log.filter((call) => call.endpoint !== "batch");
  const checks = calls.filter((call) => String(call.params.execution_options ?? "").includes("validate_only"));
  const writes = calls.filter((call) => call.method !== "GET" && !checks.includes(call));
  const count = (list: typeof log) =>
    Object.entries(list.reduce<Record<string, number>>((all, call) => ({ ...all, [call.endpoint]: (all[call.endpoint] ?? 0) + 1 }), {}));
  console.log(
    `publish of 3 ad sets × 2 creatives: ${http.length} HTTP requests to Graph, ${calls.length} Graph calls ` +
      `(${writes.length} writes: ${count(writes)
        .map(([key, n]) => `${key} ${n}`)
        .join(", ")}; ${checks.length} validate_only checks in ${http.filter((call) => call.endpoint === "batch").length} batches; ` +
      `${calls.length - writes.length - checks.length} reads)`,
  );
  // The writes themselves are the minimum: 2 images, 1 campaign, 3 ad sets, 6 creatives, 6 ads, the activation.
  expect(writes).toHaveLength(19);
  expect(checks).toHaveLength(1 + 3 + 6 + 6);
  // The campaign's check and each ad set's are calls of their own; the 6 creatives' and the 6 ads' one batch each.
  expect(http.filter((call) => call.endpoint === "batch")).toHaveLength(2);
  expect(http.filter((call) => call.endpoint !== "batch" && checks.includes(call))).toHaveLength(1 + 3);
  // Two reads: the account's currency and minimum (kept for hours), and whether it can pay (read each time).
  const reads = calls.filter((call) => call.method === "GET");
  expect(reads.map((call) => call.params.fields)).toEqual([
    "currency,min_daily_budget,timezone_name",
    "account_status,disable_reason,funding_source,funding_source_details,is_prepay_account",
  ]);
  expect(http).toHaveLength(writes.length + 1 + 3 + 2 + reads.length);
});

it("publishes the wizard's most ad sets, 5, with no batch holding two of them (Meta refuses such a batch whole)", async () => {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["image"], adSets: ["a", "b", "c", "d", "e"].map((name) => adSet(name)) });
  const from = meta().state.log.length;
  expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({ ok: true });
  const adSetCalls = meta()
    .state.log.slice(from)
    .filter((call) => call.endpoint === "adsets");
  expect(adSetCalls.filter((call) => call.batchItem !== undefined)).toEqual([]);
  expect(adSetCalls).toHaveLength(5 + 5);
  expect(meta().snapshot().accounts[SELECTION.adAccountId]!.adsets).toHaveLength(5);
});
