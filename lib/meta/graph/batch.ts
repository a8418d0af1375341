import { GraphError, graphOutcome, type GraphErrorBody } from "./errors";
import { encode, type GraphParams } from "./params";

// Graph batch requests (https://developers.facebook.com/docs/graph-api/batch-requests): up to 50 calls
// in one POST whose `batch` parameter is a JSON array of { method, relative_url, body? }. The answer is an
// array in the same order, each { code, headers: [{ name, value }], body: "<JSON text>" }; an operation's
// error sits in its own body while the others complete, and an operation that timed out answers null.

export const MAX_BATCH_ITEMS = 50;

/** One call of a batch: its path (an id, an edge) and parameters, as for GraphClient.get/post/delete. */
export type BatchItem = { method: "GET" | "POST" | "DELETE"; path: string; params?: GraphParams };
export type BatchResult<T> = { ok: true; data: T } | { ok: false; error: GraphError };

type Answered = { code?: number; headers?: { name?: unknown; value?: unknown }[]; body?: unknown } | null;

/** The `batch` parameter: GET and DELETE carry their parameters in relative_url, POST in body. */
export function batchOperations(items: BatchItem[]) {
  return items.map(({ method, path, params = {} }) => {
    const relativeUrl = path.replace(/^\/+/, "");
    const query = encode(params).toString();
    if (method === "POST") return { method, relative_url: relativeUrl, body: query };
    return { method, relative_url: query ? `${relativeUrl}?${query}` : relativeUrl };
  });
}

function parsed(body: unknown): (Record<string, unknown> & { error?: GraphErrorBody }) | null {
  if (typeof body !== "string") return null;
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function headersOf(item: NonNullable<Answered>): Headers {
  const headers = new Headers();
  for (const { name, value } of item.headers ?? []) if (typeof name === "string" && typeof value === "string") headers.append(name, value);
  return headers;
}

function resultOf<T>(item: Answered): BatchResult<T> {
  // The docs: "Responses for requests that are not successful will be null" in a partially-completed batch.
  if (!item) return { ok: false, error: new GraphError(504, { message: "The Graph batch timed out before this call completed" }) };
  return graphOutcome<T>(Number(item.code) || 0, parsed(item.body) as (T & { error?: GraphErrorBody }) | null, headersOf(item));
}

/**
 * Each answered operation's headers, in order: Meta counts every operation of a batch against the rate
 * limits (the Batch Requests page) and reports the use in the operation's own headers.
 */
export function operationHeaders(answer: unknown): Headers[] {
  const list = Array.isArray(answer) ? (answer as Answered[]) : [];
  return list.filter((item): item is NonNullable<Answered> => Boolean(item)).map(headersOf);
}

/** Each call's data or GraphError, in the order asked; calls the answer leaves out read as not run. */
export function batchResults<T>(answer: unknown, count: number): BatchResult<T>[] {
  const list = Array.isArray(answer) ? (answer as Answered[]) : [];
  return Array.from({ length: count }, (_, index) => resultOf<T>(list[index] ?? null));
}
