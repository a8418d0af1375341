import type { RuleId } from "./rules";

// Every rule of the reader is on, always, when a page is read for a seller. Measuring what a rule does
// (bench:reader-rules, the rules' evidence test) reads the corpus pages again with it left out. The reader is
// synchronous, so a switch set around one reading holds for that reading alone.
let off: ReadonlySet<RuleId> = new Set();

/** Whether a rule takes part in this reading. */
export const ruleOn = (id: RuleId): boolean => !off.has(id);

/** Reads with some rules left out: only for measuring what they do. */
export function withRulesOff<T>(ids: Iterable<RuleId>, read: () => T): T {
  const before = off;
  off = new Set(ids);
  try {
    return read();
  } finally {
    off = before;
  }
}
