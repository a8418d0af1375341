type Value = string | string[] | Messages;
export type Messages = { [key: string]: Value };

const isBranch = (value: Value | undefined): value is Messages => typeof value === "object" && value !== null && !Array.isArray(value);

/** The catalogue with every key it lacks taken from the fallback catalogue. */
export function withFallback(messages: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    merged[key] = isBranch(value) && isBranch(base) ? withFallback(value, base) : value;
  }
  return merged;
}
