// spec 001 §5 Interest seed terms: trimmed, at least 2 characters, at most 4 words, unique
// (ignoring case), at most 10.
export const MAX_SEED_TERMS = 10;

export function normalizeSeedTerms(terms: (string | { term?: unknown })[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of terms) {
    const raw = typeof item === "string" ? item : typeof item?.term === "string" ? item.term : "";
    const term = raw.replace(/\s+/g, " ").trim();
    const key = term.toLocaleLowerCase();
    if (term.length < 2 || term.split(" ").length > 4 || seen.has(key)) continue;
    seen.add(key);
    result.push(term);
    if (result.length === MAX_SEED_TERMS) break;
  }
  return result;
}
