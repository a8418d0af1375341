import "server-only";
import type { GraphClient } from "./graph";

// 001 §7 meta-adinterest-suggest: Meta's interest search in waves. The first wave filters strictly
// (falling back to loose under 15 results, to none under 8), the other locale joins under 20, and a
// second wave searches the first 10 names under 40; results are de-duplicated by id.
export type MetaInterest = { id: string; name: string; audience_size?: number; why?: string };
export type FilterMode = "strict" | "loose" | "none";
export type InterestLocale = "en_US" | "pt_BR";

type RawInterest = { id: string; name: string; audience_size_lower_bound?: number; audience_size_upper_bound?: number; audience_size?: number };

export const INTEREST_THRESHOLDS = { loose: 15, none: 8, otherLocale: 20, secondWave: 40, secondWaveSeeds: 10 } as const;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/** Whether a result fits its seed: its name contains the whole seed (strict) or one of its words (loose). */
export function fitsSeed(name: string, seed: string, mode: FilterMode): boolean {
  if (mode === "none") return true;
  if (mode === "strict") return fold(name).includes(fold(seed));
  const seedWords = new Set(words(seed));
  return words(name).some((word) => seedWords.has(word));
}

// One page a seed, not graph/pages.ts: each search already asks for `limit` results, as many as the
// whole wave keeps (001 §7), and more calls per seed would multiply the wave's calls.
async function searchSeeds(client: GraphClient, seeds: string[], locale: InterestLocale, limit: number, mode: FilterMode): Promise<MetaInterest[]> {
  const answers = await Promise.all(seeds.map((seed) => client.get<{ data: RawInterest[] }>("search", { type: "adinterest", q: seed, limit, locale })));
  const found: MetaInterest[] = [];
  for (const [index, answer] of answers.entries()) {
    const seed = seeds[index]!;
    for (const item of answer.data) {
      if (!fitsSeed(item.name, seed, mode)) continue;
      const size = item.audience_size_upper_bound ?? item.audience_size ?? item.audience_size_lower_bound;
      found.push({ id: String(item.id), name: item.name, ...(size ? { audience_size: size } : {}), why: seed });
    }
  }
  return found;
}

function merge(into: Map<string, MetaInterest>, items: MetaInterest[]) {
  for (const item of items) if (!into.has(item.id)) into.set(item.id, item);
}

export async function suggestInterests(
  client: GraphClient,
  options: { seeds: string[]; locale: InterestLocale; limit: number; filterMode: FilterMode },
): Promise<MetaInterest[]> {
  const { seeds, locale, limit } = options;
  const results = new Map<string, MetaInterest>();
  const modes: FilterMode[] = options.filterMode === "strict" ? ["strict", "loose", "none"] : options.filterMode === "loose" ? ["loose", "none"] : ["none"];
  let mode: FilterMode = modes[0]!;
  for (mode of modes) {
    merge(results, await searchSeeds(client, seeds, locale, limit, mode));
    const next = modes[modes.indexOf(mode) + 1];
    if (!next || results.size >= (next === "loose" ? INTEREST_THRESHOLDS.loose : INTEREST_THRESHOLDS.none)) break;
  }
  if (results.size < INTEREST_THRESHOLDS.otherLocale) {
    merge(results, await searchSeeds(client, seeds, locale === "pt_BR" ? "en_US" : "pt_BR", limit, mode));
  }
  if (results.size < INTEREST_THRESHOLDS.secondWave) {
    const names = [...results.values()].slice(0, INTEREST_THRESHOLDS.secondWaveSeeds).map((item) => item.name);
    merge(results, await searchSeeds(client, names, locale, limit, "none"));
  }
  return [...results.values()].slice(0, limit);
}

/**
 * The wizard's request (001 §7): limit 60, mode none, the other locale only under 10, capped at 60.
 * 001 §7 asks en_US first; the seller's own locale comes first instead, so the interests shown (and
 * sent) carry Meta's names in the seller's language (issue 31, decision 026).
 */
export const WIZARD_INTEREST_LIMIT = 60;

export async function wizardInterests(client: GraphClient, seeds: string[], locale: InterestLocale): Promise<MetaInterest[]> {
  const other: InterestLocale = locale === "pt_BR" ? "en_US" : "pt_BR";
  const results = new Map<string, MetaInterest>();
  merge(results, await suggestInterests(client, { seeds, locale, limit: WIZARD_INTEREST_LIMIT, filterMode: "none" }));
  if (results.size < 10) merge(results, await suggestInterests(client, { seeds, locale: other, limit: WIZARD_INTEREST_LIMIT, filterMode: "none" }));
  return [...results.values()].slice(0, WIZARD_INTEREST_LIMIT);
}
