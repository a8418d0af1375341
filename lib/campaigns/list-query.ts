import { z } from "zod";
import { CAMPAIGN_STATUSES } from "./schemas";

// The dashboard's cards and the /campaigns table show this many campaigns a page (a grid of 1, 2 or 3
// columns). 12, not 24: on a phone 24 cards were a 10,000 px page, and hydrating them cost the
// dashboard its Lighthouse score (decision 013).
export const CAMPAIGNS_PAGE_SIZE = 12;

export type CampaignListPath = "/dashboard" | "/campaigns";

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
// PostgreSQL refuses a NUL byte in text: one typed into the address is dropped, not answered with a 500.
const storable = (text: string) => text.replace(/\0/g, "");

/** The lists' search, status and page from the URL (?q=&status=&page=); anything odd falls back to page 1, no filter. */
export const campaignListQuerySchema = z.object({
  q: z.preprocess(firstOf, z.string().transform(storable).pipe(z.string().trim().max(200)).catch("")).default(""),
  status: z.preprocess(firstOf, z.enum(CAMPAIGN_STATUSES).nullable().catch(null)).default(null),
  page: z.preprocess(firstOf, z.coerce.number().int().min(1).max(100_000).catch(1)).default(1),
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const isFiltered = (query: Pick<CampaignListQuery, "q" | "status">) => query.q !== "" || query.status !== null;

/** The list's address for this search, status and page; empty fields and page 1 are left out. */
export function campaignListHref(path: CampaignListPath, query: CampaignListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The page numbers a pager offers: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const previous = shown[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of one page shows that page instead of an ellipsis.
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}
