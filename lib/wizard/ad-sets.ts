import type { AudienceCopy } from "@/lib/ai/generated-ad";
import type { StoredAdSet } from "@/lib/campaigns/stored";

// spec 001 §7, §9: up to 20 audience segments grouped into up to 5 ad sets of at least 3 segments;
// fewer than 3 segments give one "Broad Audience" set. Titles ≤ 40, primary texts ≤ 125 characters.
export const MAX_SEGMENTS = 20;
export const MAX_AD_SETS = 5;
export const MIN_SEGMENTS_PER_SET = 3;

export type WizardAdSet = StoredAdSet;

/** The audiences the segments make, one per ad set, round-robin: what the sets target and what their copy is written for. */
export function groupSegments(segments: readonly string[]): string[][] {
  const unique = [...new Set(segments.map((segment) => segment.trim()).filter(Boolean))].slice(0, MAX_SEGMENTS);
  if (unique.length < MIN_SEGMENTS_PER_SET) return [unique];
  const groups: string[][] = Array.from({ length: Math.min(MAX_AD_SETS, Math.floor(unique.length / MIN_SEGMENTS_PER_SET)) }, () => []);
  unique.forEach((segment, index) => groups[index % groups.length]!.push(segment));
  return groups;
}

export function buildAdSets(
  segments: string[],
  ad: { headline: string; description: string; audienceCopy?: AudienceCopy[] },
  dailyBudget: number,
  broadName: string,
): WizardAdSet[] {
  const groups = groupSegments(segments);
  const broad = groups[0]!.length < MIN_SEGMENTS_PER_SET;
  const sets = groups.map((audience, index) => ({
    id: `adset-${index + 1}`,
    name: broad ? broadName : audience.slice(0, 2).join(" + "),
    title: (ad.audienceCopy?.[index]?.title[0] ?? ad.headline).slice(0, 40),
    primaryText: (ad.audienceCopy?.[index]?.primaryText[0] ?? ad.description).slice(0, 125),
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
