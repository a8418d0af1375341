import type { WizardAdSet } from "./ad-sets";
import { MAX_AD_SETS } from "./ad-sets";

type Interest = WizardAdSet["metaInterests"][number];

// 001 §7: interests are spread round-robin over up to 5 ad sets; sets are added until 5 exist. A
// new set starts from the first set's copy. `most` keeps fewer sets (the seller's choice, issue 31).
export function ensureAdSets(sets: WizardAdSet[], interests: Interest[], nameOf: (number: number) => string, most = MAX_AD_SETS): WizardAdSet[] {
  const template = sets[0];
  const all = [...sets];
  const limit = Math.min(MAX_AD_SETS, Math.max(most, 1));
  while (template && interests.length > all.length && all.length < limit) {
    all.push({
      ...template,
      id: `adset-${Date.now()}-${all.length + 1}`,
      name: nameOf(all.length + 1),
      audience: [],
      metaInterests: [],
      budget: 0,
      enabled: true,
    });
  }
  const target = all.slice(0, limit);
  const buckets = target.map(() => [] as Interest[]);
  interests.forEach((interest, index) => buckets[index % buckets.length]!.push(interest));
  return all.map((set, index) =>
    index < target.length ? { ...set, metaInterests: buckets[index]!, audience: buckets[index]!.map((item) => item.name).slice(0, 20) } : set,
  );
}

/** 001 §4: changing the ad account clears every ad set's audience and interests. */
export function clearAudiences(sets: WizardAdSet[]): WizardAdSet[] {
  return sets.map((set) => ({ ...set, audience: [], metaInterests: [] }));
}
