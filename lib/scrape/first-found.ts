import { ruleOn } from "./rule-switch";
import type { RuleId } from "./rules";

/** What a step found: a value, or `none` (the step decides there is none: a placeholder means no photo); null goes on. */
export type Found<T> = { value: T } | { none: true } | null;
export type Step<T> = readonly [RuleId, () => Found<T>];

export const found = <T>(value: T | null | undefined): Found<T> => (value === null || value === undefined ? null : { value });

/** A field's steps in order of trust: the first that finds a value (or decides there is none) decides, and which one it was. */
export function firstFound<T>(steps: readonly Step<T>[]): { value: T | null; rule: RuleId | null } {
  for (const [rule, step] of steps) {
    const result = ruleOn(rule) ? step() : null;
    if (result) return { value: "value" in result ? result.value : null, rule };
  }
  return { value: null, rule: null };
}
