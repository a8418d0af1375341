import type { StoredAdSet } from "@/lib/campaigns/stored";

// spec 001 §7, §9: up to 20 audience segments grouped into up to 5 ad sets of at least 3 segments;
// fewer than 3 segments give one "Broad Audience" set. Titles ≤ 40, primary texts ≤ 125 characters.
export const MAX_SEGMENTS = 20;
export const MAX_AD_SETS = 5;
export const MIN_SEGMENTS_PER_SET = 3;

export type WizardAdSet = StoredAdSet;

export function buildAdSets(segments: string[], ad: { headline: string; description: string }, dailyBudget: number, broadName: string): WizardAdSet[] {
  const unique = [...new Set(segments.map((segment) => segment.trim()).filter(Boolean))].slice(0, MAX_SEGMENTS);
  const groups: string[][] =
    unique.length < MIN_SEGMENTS_PER_SET ? [unique] : Array.from({ length: Math.min(MAX_AD_SETS, Math.floor(unique.length / MIN_SEGMENTS_PER_SET)) }, () => []);
  if (unique.length >= MIN_SEGMENTS_PER_SET) unique.forEach((segment, index) => groups[index % groups.length]!.push(segment));
  const sets = groups.map((audience, index) => ({
    id: `adset-${index + 1}`,
    name: unique.length < MIN_SEGMENTS_PER_SET ? broadName : audience.slice(0, 2).join(" + "),
    title: ad.headline.slice(0, 40),
    primaryText: ad.description.slice(0, 125),
    audience,
    metaInterests: [],
    budget: 0,
    enabled: true,
  }));
  return splitBudget(sets, dailyBudget);
}

/** spec 001 §4: the daily budget is split equally among enabled sets; a disabled set gets 0. */
export function splitBudget<T extends { enabled: boolean; budget: number }>(sets: T[], dailyBudget: number): T[] {
  const enabled = sets.filter((set) => set.enabled).length;
  const share = enabled ? Math.floor(dailyBudget / enabled) : 0;
  let remainder = enabled ? dailyBudget - share * enabled : 0;
  return sets.map((set) => {
    if (!set.enabled) return { ...set, budget: 0 };
    const extra = remainder > 0 ? 1 : 0;
    remainder -= extra;
    return { ...set, budget: share + extra };
  });
}
