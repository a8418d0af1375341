// The fake Meta's holds (e2e/fakes/meta/holds.ts): calls under a name wait in flight, directly or inside a
// batch, until the test lets them go; nothing else waits.
import { FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta, type HoldState } from "@/e2e/fakes/meta";
import { ACT, control, graph } from "./fake-meta-helpers";

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;

beforeAll(async () => {
  meta = await startFakeMeta();
});
afterAll(() => meta.close());
beforeEach(() => control(meta, "/reset", {}));
// Nothing stays held for the next test, even when this one failed part-way.
afterEach(() => control(meta, "/hold", { release: true }));

const campaignForm = {
  name: "Tênis Corrida Pro",
  objective: "OUTCOME_TRAFFIC",
  status: "PAUSED",
  special_ad_categories: [],
  is_adset_budget_sharing_enabled: false,
  buying_type: "AUCTION",
};

/** Settles `promise` and says whether it did within the turns the server needs to answer an unheld call. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  // An unheld read answers meanwhile: the held call had every chance to.
  await graph(meta, "me", token);
  return done;
}

describe("holds", () => {
  it("keeps a creation in flight until released, while other calls answer", async () => {
    expect(await control<HoldState>(meta, "/hold", { endpoint: "campaigns" })).toEqual({ held: ["campaigns"], waiting: {} });
    const creating = graph(meta, `${ACT}/campaigns`, token, { form: campaignForm });
    expect(await settled(creating)).toBe(false);
    expect(await control<HoldState>(meta, "/hold")).toEqual({ held: ["campaigns"], waiting: { campaigns: 1 } });
    expect((await graph(meta, `${ACT}/campaigns`, token, { method: "GET" })).status).toBe(200);

    expect(await control<HoldState>(meta, "/hold", { endpoint: "campaigns", release: true })).toEqual({ held: [], waiting: {} });
    const created = await creating;
    expect(created.status).toBe(200);
    expect(created.body.id).toEqual(expect.any(String));
    // Released: the next one goes straight through.
    expect((await graph(meta, `${ACT}/campaigns`, token, { form: campaignForm })).status).toBe(200);
  });

  it("holds an operation of a batch under its own name", async () => {
    await control(meta, "/hold", { endpoint: "campaigns" });
    const batch = graph(meta, "", token, {
      form: {
        batch: [
          {
            method: "POST",
            relative_url: `${ACT}/campaigns`,
            body: new URLSearchParams({ ...campaignForm, special_ad_categories: "[]", is_adset_budget_sharing_enabled: "false" }).toString(),
          },
        ],
      },
    });
    expect(await settled(batch)).toBe(false);
    await control(meta, "/hold", { release: true });
    const [answer] = (await batch).body as unknown as { code: number }[];
    expect(answer?.code).toBe(200);
  });

  it("refuses a hold without an endpoint name", async () => {
    const response = await fetch(`${meta.url}/__control/hold`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint: 3 }),
    });
    expect(response.status).toBe(400);
  });
});
