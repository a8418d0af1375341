import "server-only";
import type { GraphClient } from "@/lib/meta/graph";
import { schedule } from "@/lib/meta/publish";
import { post, type Change } from "./change";

// What a saved edit of a linked campaign changes on Meta's own objects: the name on the campaign;
// budgets, dates, ages and the on/off switch on its ad sets (fields of the codegen specs' Campaign and
// AdSet #update). Copy and call to action live in the ads' creatives (copy.ts).

export type EditSnapshot = {
  name: string;
  cta: string;
  /** A WhatsApp ad's prefilled message (issue 34); "" for a website campaign. */
  whatsappMessage: string;
  startDate: string | null;
  endDate: string | null;
  ageMin: number;
  ageMax: number;
  /** Our ad sets with their Meta ids (from the publish run), daily budgets in minor units and copy. */
  adSets: { id: string; name: string; metaAdSetId: string | null; budget: number; enabled: boolean; title: string; primaryText: string }[];
};

type Targeting = Record<string, unknown> & { age_min?: number; age_max?: number };

/** Ages live in the ad set's targeting, which Meta replaces whole: the rest is read back first. */
function agesChange(adSetId: string, before: EditSnapshot, after: EditSnapshot): Change {
  let current: Targeting | null = null;
  const write = (ages: EditSnapshot) => (client: GraphClient) =>
    post(adSetId, { targeting: { ...current, age_min: ages.ageMin, age_max: ages.ageMax } })(client);
  return {
    apply: async (client) => {
      current = (await client.get<{ targeting?: Targeting }>(adSetId, { fields: "targeting" })).targeting ?? {};
      await write(after)(client);
    },
    undo: write(before),
  };
}

export const datesChanged = (before: EditSnapshot, after: EditSnapshot) => after.startDate !== before.startDate || after.endDate !== before.endDate;

/**
 * The changes to make on the campaign and its ad sets, in order; none when the edit touches nothing there.
 * New dates are written as publishing writes them, in the ad account's `timeZone`.
 */
export function plannedChanges(metaCampaignId: string, before: EditSnapshot, after: EditSnapshot, timeZone: string, now = new Date()): Change[] {
  const changes: Change[] = [];
  if (after.name !== before.name) changes.push({ apply: post(metaCampaignId, { name: after.name }), undo: post(metaCampaignId, { name: before.name }) });
  const moved = datesChanged(before, after);
  for (const set of after.adSets) {
    const old = before.adSets.find((item) => item.id === set.id);
    if (!set.metaAdSetId || !old) continue;
    const next: Record<string, unknown> = {};
    const previous: Record<string, unknown> = {};
    if (set.enabled && set.budget !== old.budget) {
      next.daily_budget = String(set.budget);
      // A set switched off kept its Meta budget: there is nothing to put back then.
      if (old.budget > 0) previous.daily_budget = String(old.budget);
    }
    if (set.enabled !== old.enabled) {
      next.status = set.enabled ? "ACTIVE" : "PAUSED";
      previous.status = old.enabled ? "ACTIVE" : "PAUSED";
    }
    if (moved) {
      Object.assign(next, schedule(after, timeZone, now));
      Object.assign(previous, schedule(before, timeZone, now));
    }
    if (Object.keys(next).length) changes.push({ apply: post(set.metaAdSetId, next), undo: post(set.metaAdSetId, previous) });
    if (after.ageMin !== before.ageMin || after.ageMax !== before.ageMax) changes.push(agesChange(set.metaAdSetId, before, after));
  }
  return changes;
}
