// Graph parameters as Meta takes them in a query string or form: objects and arrays JSON-encoded.
export type GraphParams = Record<string, string | number | boolean | object | null | undefined>;

export function encode(params: GraphParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return search;
}
