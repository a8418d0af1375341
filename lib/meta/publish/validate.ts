import "server-only";
import { MAX_BATCH_ITEMS, type GraphClient } from "@/lib/meta/graph";
import type { GraphParams } from "@/lib/meta/graph";

// Before a step creates its objects, Meta checks every one of them with
// execution_options=["validate_only"] (codegen enum_types.json adaccount{campaigns,adsets,adcreatives,ads}
// _execution_options_enum_param; the Marketing API references of those edges), so a refusal names its
// field before any of them exists, and a step never stops half-made on something Meta would refuse anyway.
//
// The checks go in as few Graph batches as Meta's Batch Requests page allows
// (https://developers.facebook.com/docs/graph-api/batch-requests, "Limitations"): at most 50 operations,
// and "Batch requests cannot include multiple Adsets under the same Campaign", so a batch holds at most one
// ad set of each campaign (a publish's ad sets, all of one campaign, are checked one call each).

const VALIDATE_ONLY = { execution_options: ["validate_only"] };

/** The payloads in batches Meta accepts, in order: at most 50, and never two ad sets of one campaign. */
export function validationBatches(edge: string, payloads: GraphParams[]): GraphParams[][] {
  const adSets = edge.endsWith("/adsets");
  const batches: GraphParams[][] = [];
  let campaigns = new Set<unknown>();
  for (const payload of payloads) {
    const current = batches.at(-1);
    if (!current || current.length >= MAX_BATCH_ITEMS || (adSets && campaigns.has(payload.campaign_id))) {
      batches.push([payload]);
      campaigns = new Set([payload.campaign_id]);
    } else {
      current.push(payload);
      campaigns.add(payload.campaign_id);
    }
  }
  return batches;
}

/** Throws Meta's refusal of the first payload it would not accept; creates nothing. */
export async function validateAll(client: GraphClient, edge: string, payloads: GraphParams[]): Promise<void> {
  for (const batch of validationBatches(edge, payloads)) {
    // One check is a call of its own: a batch of one costs the same call and reads worse in Meta's logs.
    if (batch.length === 1) {
      await client.post(edge, { ...batch[0], ...VALIDATE_ONLY });
      continue;
    }
    const results = await client.batch(batch.map((params) => ({ method: "POST" as const, path: edge, params: { ...params, ...VALIDATE_ONLY } })));
    for (const result of results) if (!result.ok) throw result.error;
  }
}
