import "server-only";
import { MAX_BATCH_ITEMS, type GraphClient } from "@/lib/meta/graph";
import type { GraphParams } from "@/lib/meta/graph/params";

// Before a step creates its objects, Meta checks every one of them with
// execution_options=["validate_only"] (codegen enum_types.json adaccount{campaigns,adsets,adcreatives,ads}
// _execution_options_enum_param; the Marketing API references of those edges): all the step's payloads
// in one Graph batch, so a refusal names its field before any of them exists, and a step never stops
// half-made on something Meta would refuse anyway.

/** Throws Meta's refusal of the first payload it would not accept; creates nothing. */
export async function validateAll(client: GraphClient, edge: string, payloads: GraphParams[]): Promise<void> {
  for (let start = 0; start < payloads.length; start += MAX_BATCH_ITEMS) {
    const chunk = payloads.slice(start, start + MAX_BATCH_ITEMS);
    const results = await client.batch(
      chunk.map((params) => ({ method: "POST" as const, path: edge, params: { ...params, execution_options: ["validate_only"] } })),
    );
    for (const result of results) if (!result.ok) throw result.error;
  }
}
