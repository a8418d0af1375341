import "server-only";
import type { GraphClient } from "@/lib/meta/graph";
import { withMeta, type MetaResult } from "@/lib/meta";
import { schedule } from "@/lib/meta/publish/plan";

// A saved edit of a linked campaign reaches Meta before it counts as saved (DESIGN: the app and Meta
// never disagree): the name on the campaign; budgets, dates and ages on its ad sets (fields of the
// codegen specs' Campaign and AdSet #update). The changes go one by one; when Meta refuses one, those
// already made are put back, so Meta keeps what the app still shows.

export type EditSnapshot = {
  name: string;
  startDate: string | null;
  endDate: string | null;
  ageMin: number;
  ageMax: number;
  /** Our ad sets with their Meta ids (from the publish run) and daily budgets in minor units. */
  adSets: { key: string; metaAdSetId: string | null; budget: number; enabled: boolean }[];
};

type Change = { id: string; apply: (client: GraphClient) => Promise<void>; undo: (client: GraphClient) => Promise<void> };

const post = (id: string, params: Record<string, unknown>) => (client: GraphClient) => client.post(id, params as Parameters<GraphClient["post"]>[1]).then(() => undefined);

type Targeting = Record<string, unknown> & { age_min?: number; age_max?: number };

/** Ages live in the ad set's targeting, which Meta replaces whole: the rest is read back first. */
function agesChange(adSetId: string, before: EditSnapshot, after: EditSnapshot): Change {
  let current: Targeting = {};
  return {
    id: adSetId,
    apply: async (client) => {
      current = (await client.get<{ targeting?: Targeting }>(adSetId, { fields: "targeting" })).targeting ?? {};
      await client.post(adSetId, { targeting: { ...current, age_min: after.ageMin, age_max: after.ageMax } });
    },
    undo: post(adSetId, { targeting: { ...current, age_min: before.ageMin, age_max: before.ageMax } }),
  };
}

/** The changes to make at Meta, in order; nothing when the edit touches nothing Meta runs. */
export function plannedChanges(metaCampaignId: string, before: EditSnapshot, after: EditSnapshot, now = new Date()): Change[] {
  const changes: Change[] = [];
  if (after.name !== before.name) changes.push({ id: metaCampaignId, apply: post(metaCampaignId, { name: after.name }), undo: post(metaCampaignId, { name: before.name }) });
  const datesChanged = after.startDate !== before.startDate || after.endDate !== before.endDate;
  for (const set of after.adSets) {
    const old = before.adSets.find((item) => item.key === set.key);
    if (!set.metaAdSetId || !old) continue;
    const next: Record<string, unknown> = {};
    const previous: Record<string, unknown> = {};
    if (set.enabled && set.budget !== old.budget) {
      next.daily_budget = String(set.budget);
      previous.daily_budget = String(old.budget);
    }
    if (set.enabled !== old.enabled) {
      next.status = set.enabled ? "ACTIVE" : "PAUSED";
      previous.status = old.enabled ? "ACTIVE" : "PAUSED";
    }
    if (datesChanged) {
      Object.assign(next, schedule(after, now));
      Object.assign(previous, schedule(before, now));
    }
    if (Object.keys(next).length) changes.push({ id: set.metaAdSetId, apply: post(set.metaAdSetId, next), undo: post(set.metaAdSetId, previous) });
    if (after.ageMin !== before.ageMin || after.ageMax !== before.ageMax) changes.push(agesChange(set.metaAdSetId, before, after));
  }
  return changes;
}

/** Makes the changes at Meta; on a refusal, undoes those made (best effort) and answers why. */
export async function pushCampaignEdits(userId: string, metaCampaignId: string, before: EditSnapshot, after: EditSnapshot): Promise<MetaResult<{ changes: number }>> {
  const changes = plannedChanges(metaCampaignId, before, after);
  if (!changes.length) return { ok: true, data: { changes: 0 } };
  const done: Change[] = [];
  const result = await withMeta(userId, async (client) => {
    try {
      for (const change of changes) {
        await change.apply(client);
        done.push(change);
      }
    } catch (error) {
      for (const change of done.reverse()) await change.undo(client).catch(() => undefined);
      throw error;
    }
    return { changes: changes.length };
  });
  return result;
}
