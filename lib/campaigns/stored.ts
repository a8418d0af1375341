import type { z } from "zod";

/**
 * A list kept in a JSON column (creatives, ad_sets_config; older rows hold it as JSON text, 001 §3):
 * the items that match `schema`, the others dropped. The one reader of those columns.
 */
export function storedList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  const raw: unknown = typeof value === "string" ? parsedJson(value) : value;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
