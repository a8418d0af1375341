import "server-only";
import type { GraphClient } from "./graph";

// The Meta assets a user can advertise with (001 §3 Meta assets), as kept in the profile's three lists.
export type MetaAdAccount = { id: string; name: string; currency: string | null; active: boolean };
export type MetaPage = { id: string; name: string; instagram: { id: string; username: string } | null };
export type MetaPixel = { id: string; name: string; adAccountId: string };
export type MetaAssets = { adAccounts: MetaAdAccount[]; pages: MetaPage[]; pixels: MetaPixel[] };

type Page<T> = { data: T[] };
const MAX_PIXEL_ACCOUNTS = 10;

export async function fetchAdAccounts(client: GraphClient): Promise<MetaAdAccount[]> {
  const answer = await client.get<Page<{ id: string; name?: string; account_status?: number; currency?: string }>>("me/adaccounts", {
    fields: "id,name,account_id,account_status,currency",
    limit: 100,
  });
  return answer.data.map((account) => ({ id: account.id, name: account.name ?? account.id, currency: account.currency ?? null, active: account.account_status === 1 }));
}

export async function fetchPages(client: GraphClient): Promise<MetaPage[]> {
  const answer = await client.get<Page<{ id: string; name?: string; instagram_business_account?: { id: string; username?: string } }>>("me/accounts", {
    fields: "id,name,instagram_business_account{id,username}",
    limit: 100,
  });
  return answer.data.map((page) => ({
    id: page.id,
    name: page.name ?? page.id,
    instagram: page.instagram_business_account ? { id: page.instagram_business_account.id, username: page.instagram_business_account.username ?? "" } : null,
  }));
}

export async function fetchPixels(client: GraphClient, adAccountId: string): Promise<MetaPixel[]> {
  const answer = await client.get<Page<{ id: string; name?: string }>>(`${adAccountId}/adspixels`, { fields: "id,name", limit: 100 });
  return answer.data.map((pixel) => ({ id: pixel.id, name: pixel.name ?? pixel.id, adAccountId }));
}

/** Everything at once, as after connecting or on "Re-sync Data". */
export async function fetchAllAssets(client: GraphClient): Promise<MetaAssets> {
  const [adAccounts, pages] = await Promise.all([fetchAdAccounts(client), fetchPages(client)]);
  const pixelLists = await Promise.all(adAccounts.filter((account) => account.active).slice(0, MAX_PIXEL_ACCOUNTS).map((account) => fetchPixels(client, account.id)));
  return { adAccounts, pages, pixels: pixelLists.flat() };
}
