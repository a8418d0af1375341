import "server-only";
import { allPages, type GraphClient } from "./graph";
import { canAdvertiseWith } from "./page-rules";

// The Meta assets a user can advertise with (001 §3 Meta assets), as kept in the profile's three lists.
export type MetaAdAccount = { id: string; name: string; currency: string | null; active: boolean };
/** `canAdvertise`: whether the person has the Page's ADVERTISE task (page-rules.ts). */
export type MetaPage = { id: string; name: string; instagram: { id: string; username: string } | null; canAdvertise: boolean };
export type MetaPixel = { id: string; name: string; adAccountId: string };
export type MetaAssets = { adAccounts: MetaAdAccount[]; pages: MetaPage[]; pixels: MetaPixel[] };

const MAX_PIXEL_ACCOUNTS = 10;
// Graph's default page size; every list is read to its end (graph/pages.ts), so the size only sets how
// many items one answer carries.
const PAGE_SIZE = 25;

export async function fetchAdAccounts(client: GraphClient): Promise<MetaAdAccount[]> {
  const accounts = await allPages<{ id: string; name?: string; account_status?: number; currency?: string }>(client, "me/adaccounts", {
    fields: "id,name,account_id,account_status,currency",
    limit: PAGE_SIZE,
  });
  return accounts.map((account) => ({
    id: account.id,
    name: account.name ?? account.id,
    currency: account.currency ?? null,
    active: account.account_status === 1,
  }));
}

export async function fetchPages(client: GraphClient): Promise<MetaPage[]> {
  const pages = await allPages<{ id: string; name?: string; tasks?: string[]; instagram_business_account?: { id: string; username?: string } }>(
    client,
    "me/accounts",
    {
      fields: "id,name,tasks,instagram_business_account{id,username}",
      limit: PAGE_SIZE,
    },
  );
  return pages.map((page) => ({
    id: page.id,
    name: page.name ?? page.id,
    instagram: page.instagram_business_account ? { id: page.instagram_business_account.id, username: page.instagram_business_account.username ?? "" } : null,
    canAdvertise: canAdvertiseWith(page.tasks),
  }));
}

/**
 * The Pages kept in the profile (metaPagesData). Lists stored before the tasks were read lack
 * `canAdvertise`: unknown, so allowed, as when Meta sends no tasks.
 */
export function storedPages(value: unknown): MetaPage[] {
  if (!Array.isArray(value)) return [];
  return (value as Partial<MetaPage>[])
    .filter((page): page is Partial<MetaPage> & { id: string } => typeof page?.id === "string")
    .map((page) => ({ id: page.id, name: page.name ?? page.id, instagram: page.instagram ?? null, canAdvertise: page.canAdvertise ?? true }));
}

export async function fetchPixels(client: GraphClient, adAccountId: string): Promise<MetaPixel[]> {
  const pixels = await allPages<{ id: string; name?: string }>(client, `${adAccountId}/adspixels`, { fields: "id,name", limit: PAGE_SIZE });
  return pixels.map((pixel) => ({ id: pixel.id, name: pixel.name ?? pixel.id, adAccountId }));
}

/** Everything at once, as after connecting or on "Re-sync Data". */
export async function fetchAllAssets(client: GraphClient): Promise<MetaAssets> {
  const [adAccounts, pages] = await Promise.all([fetchAdAccounts(client), fetchPages(client)]);
  const pixelLists = await Promise.all(
    adAccounts
      .filter((account) => account.active)
      .slice(0, MAX_PIXEL_ACCOUNTS)
      .map((account) => fetchPixels(client, account.id)),
  );
  return { adAccounts, pages, pixels: pixelLists.flat() };
}
