import { GraphClient } from "@/lib/meta/graph/client";
import { GraphError } from "@/lib/meta/graph/errors";
import { readCampaignStates } from "./read-campaigns";

// The campaign read on Graph batch requests: 50 campaigns a batch, a campaign Meta no longer has read as
// deleted, any other failed call failing the whole read.

type Operation = { method: string; relative_url: string };

/** A Graph that answers each batch with `answer(id)` per operation, recording the batches. */
function graphAnswering(answer: (id: string) => unknown) {
  const batches: Operation[][] = [];
  const fetcher = (async (_url: string, init: RequestInit) => {
    const operations = JSON.parse(new URLSearchParams(String(init.body)).get("batch")!) as Operation[];
    batches.push(operations);
    return new Response(JSON.stringify(operations.map((operation) => answer(operation.relative_url.split("?")[0]!))), { status: 200 });
  }) as unknown as typeof fetch;
  return { batches, client: new GraphClient({ baseUrl: "http://g", version: "v26.0", fetch: fetcher }) };
}

const found = (id: string) => ({
  code: 200,
  body: JSON.stringify({ id, name: `Campanha ${id}`, status: "ACTIVE", effective_status: "ACTIVE", adsets: { data: [] }, ads: { data: [] } }),
});
const failed = (code: number, subcode?: number) => ({ code: 400, body: JSON.stringify({ error: { message: "refused", code, error_subcode: subcode } }) });

describe("readCampaignStates", () => {
  it("reads 120 campaigns in batches of 50, each call one campaign with its ad sets and ads expanded", async () => {
    const { batches, client } = graphAnswering(found);
    const ids = Array.from({ length: 120 }, (_, index) => String(1000 + index));
    const states = await readCampaignStates(client, [...ids, ids[0]!]);
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batches[0]![0]).toEqual({
      method: "GET",
      relative_url: expect.stringMatching(
        /^1000\?fields=id%2Cname%2Cstatus%2Ceffective_status%2Cissues_info%2Cadsets\.limit%28100%29%7B.*ads\.limit%28250%29%7B/,
      ),
    });
    expect(states.size).toBe(120);
    expect(states.get("1119")).toMatchObject({ id: "1119", status: "ACTIVE", effectiveStatus: "ACTIVE" });
  });

  it("reads a campaign Meta no longer has (code 100, subcode 33) as deleted there, once its ad account reads", async () => {
    const { batches, client } = graphAnswering((id) =>
      id === "2" ? failed(100, 33) : id === "act_9" ? { code: 200, body: JSON.stringify({ id }) } : found(id),
    );
    const states = await readCampaignStates(client, ["1", "2"], () => "act_9");
    expect(states.get("1")).toMatchObject({ effectiveStatus: "ACTIVE" });
    expect(states.get("2")).toEqual({ id: "2", name: "", status: "DELETED", effectiveStatus: "DELETED", problems: [], adSets: [], ads: [] });
    expect(batches[1]).toEqual([{ method: "GET", relative_url: "act_9?fields=id" }]);
  });

  // 100/33 also means "cannot be loaded due to missing permissions": a campaign that may still spend
  // must not read as deleted.
  it("fails the read when the ad account of a campaign Graph can't load is not readable either, or unknown", async () => {
    const lostAccess = graphAnswering((id) => (id === "2" || id === "act_9" ? failed(100, 33) : found(id)));
    await expect(readCampaignStates(lostAccess.client, ["1", "2"], () => "act_9")).rejects.toBeInstanceOf(GraphError);
    const unknown = graphAnswering((id) => (id === "2" ? failed(100, 33) : found(id)));
    await expect(readCampaignStates(unknown.client, ["1", "2"])).rejects.toBeInstanceOf(GraphError);
  });

  it.each([
    ["an expired token", failed(190, 463)],
    ["a rate limit", failed(17)],
    ["another invalid parameter", failed(100)],
    ["a call the batch did not complete", null],
  ])("fails the whole read on %s", async (_, answer) => {
    const { client } = graphAnswering((id) => (id === "2" ? answer : found(id)));
    await expect(readCampaignStates(client, ["1", "2", "3"])).rejects.toBeInstanceOf(GraphError);
  });
});
