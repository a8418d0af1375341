import type { FieldErrors } from "@/lib/actions/result";

// PostgreSQL refuses NUL in text and JSON, and a lone UTF-16 surrogate cannot be encoded: such input
// would fail at the database as a 500. It is refused up front, on the field that carries it.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Deeper than any input the app takes; a deeper one is refused rather than walked.
const MAX_DEPTH = 32;

/** The fields of an input (keys included) that hold text the database cannot store; null when none. */
export function unstorableFields(input: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  walk(input, [], 0, errors);
  return Object.keys(errors).length > 0 ? errors : null;
}

function walk(value: unknown, path: string[], depth: number, errors: FieldErrors): void {
  if (typeof value === "string") {
    if (UNSTORABLE.test(value)) errors[path.join(".") || "_form"] ??= "errors.unstorableText";
    return;
  }
  if (!value || typeof value !== "object") return;
  if (depth >= MAX_DEPTH) {
    errors[path.join(".") || "_form"] ??= "errors.invalidInput";
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) errors[path.join(".") || "_form"] ??= "errors.unstorableText";
    walk(child, [...path, key], depth + 1, errors);
  }
}
