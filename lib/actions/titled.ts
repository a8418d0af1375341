import type { MessageKey } from "./result";

// Some failures are a title and a description (the wizard's analysis errors, 001 §8): the result
// carries the title's key, and the description sits beside it.
export function descriptionKeyOf(key: MessageKey): string | null {
  return key.endsWith(".title") ? `${key.slice(0, -".title".length)}.description` : null;
}
