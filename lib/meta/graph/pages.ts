import "server-only";
import { logger } from "@/lib/log/server";
import type { GraphClient } from "./client";
import type { GraphParams } from "./params";

// Graph answers a list a page at a time ("Cursor-based Pagination",
// https://developers.facebook.com/docs/graph-api/results): the next page is the same request with
// `after` = paging.cursors.after, and only a missing paging.next ends the list. A page shorter than
// `limit`, even an empty one, may still have a next ("Stop paginating when the next link no longer
// appears").

export type GraphPage<T> = { data?: T[]; paging?: { next?: string; cursors?: { before?: string; after?: string } } };

/** The most pages one list read follows; past it the list is cut and the cut logged. */
export const MAX_PAGES = 20;

/** Every item of a Graph list, page after page (the request keeps our parameters and token header). */
export async function allPages<T>(client: GraphClient, path: string, params: GraphParams): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client.get<GraphPage<T>>(path, after ? { ...params, after } : params);
    items.push(...(answer.data ?? []));
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    if (!after) return items;
  }
  logger.warn({ path, pages: MAX_PAGES, items: items.length }, "[meta] list cut at the page cap");
  return items;
}
