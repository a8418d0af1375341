import type { WizardAdSet } from "./ad-sets";
import { MAX_AD_SETS } from "./ad-sets";

type Interest = WizardAdSet["metaInterests"][number];

/** The names the product gives a set: "Broad Audience", and "Interests {n}" for the n-th set it adds. */
export type SetNames = { broad: string; numbered: (number: number) => string };

/** A set's name made from its audience, as buildAdSets makes it: its first two segments or interests. */
const audienceName = (audience: readonly string[]) => audience.slice(0, 2).join(" + ");

// Issue 31: a name the product made follows what the set targets, so the set Meta receives is not named
// after segments it no longer has; a name the seller typed stays.
const productMade = (set: WizardAdSet, number: number, names: SetNames) =>
  set.name === audienceName(set.audience) || set.name === names.broad || set.name === names.numbered(number);

// 001 §7: interests are spread round-robin over up to 5 ad sets; sets are added until 5 exist. A
// new set starts from the first set's copy. `most` keeps fewer sets (the seller's choice, issue 31).
export function ensureAdSets(sets: WizardAdSet[], interests: Interest[], names: SetNames, most = MAX_AD_SETS): WizardAdSet[] {
  const template = sets[0];
  const all = [...sets];
  const limit = Math.min(MAX_AD_SETS, Math.max(most, 1));
  while (template && interests.length > all.length && all.length < limit) {
    all.push({
      ...template,
      id: `adset-${Date.now()}-${all.length + 1}`,
      name: names.numbered(all.length + 1),
      audience: [],
      metaInterests: [],
      budget: 0,
      enabled: true,
    });
  }
  const target = all.slice(0, limit);
  const buckets = target.map(() => [] as Interest[]);
  interests.forEach((interest, index) => buckets[index % buckets.length]!.push(interest));
  return all.map((set, index) => {
    if (index >= target.length) return set;
    const audience = buckets[index]!.map((item) => item.name).slice(0, 20);
    const name = !productMade(set, index + 1, names) ? set.name : audience.length ? audienceName(audience) : names.broad;
    return { ...set, name, metaInterests: buckets[index]!, audience };
  });
}

/** 001 §4: changing the ad account clears every ad set's audience and interests; a name made from them says it is broad now. */
export function clearAudiences(sets: WizardAdSet[], broad: string): WizardAdSet[] {
  return sets.map((set) => ({ ...set, name: set.name === audienceName(set.audience) ? broad : set.name, audience: [], metaInterests: [] }));
}
