// Issue 31, one truth about targeting: Meta receives an ad set's Meta interests (with the country,
// cities and ages), never the AI's free-text segments. A set still listing segments with no Meta
// interest would show an audience Meta never gets, so it cannot be published until the segments are
// matched to Meta interests (choosing the ad account) or cleared (a broad audience).
type Targeted = { enabled: boolean; audience: readonly string[]; metaInterests: readonly unknown[] };

/** An enabled set showing the AI's segments that were never matched to Meta interests. */
export const hasUnmatchedSegments = (set: Targeted) => set.enabled && set.audience.length > 0 && set.metaInterests.length === 0;

export const UNMATCHED_SEGMENTS = "wizard.adSets.errors.unmatched";

type Shown = { enabled: boolean; audience: readonly string[]; metaInterests: readonly { id: string; name: string }[] };

/**
 * The audience a campaign's enabled sets show, as Meta gets it: Meta's interests (once each), else the
 * AI's segments labelled as suggestions not sent, else a broad audience.
 */
export function shownTargeting(sets: readonly Shown[]): { kind: "interests" | "suggestions"; names: string[] } | { kind: "broad" } {
  const enabled = sets.filter((set) => set.enabled);
  const interests = [...new Map(enabled.flatMap((set) => set.metaInterests.map((interest) => [interest.id, interest.name] as const))).values()];
  if (interests.length) return { kind: "interests", names: interests };
  const segments = [...new Set(enabled.flatMap((set) => set.audience))];
  return segments.length ? { kind: "suggestions", names: segments } : { kind: "broad" };
}
