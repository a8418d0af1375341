import "server-only";
import { allPages, type GraphClient } from "./graph";
import { canAdvertiseWith } from "./page-rules";
import { PAGE_WHATSAPP_FIELDS, whatsappNumberOf, type PageWhatsApp } from "./page-whatsapp";

// The Meta assets a user can advertise with (001 §3 Meta assets), as kept in the profile's three lists.
export type MetaAdAccount = { id: string; name: string; currency: string | null; active: boolean };
/** `canAdvertise`: whether the person has the Page's ADVERTISE task (page-rules.ts). */
/**
 * `whatsappNumber`: the WhatsApp Business number connected to the Page, null when none (issue 34); absent
 * from a list stored before it was read, where it is unknown.
 */
export type MetaPage = {
  id: string;
  name: string;
  instagram: { id: string; username: string } | null;
  canAdvertise: boolean;
  whatsappNumber?: string | null;
};
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
  type PageNode = PageWhatsApp & { id: string; name?: string; tasks?: string[]; instagram_business_account?: { id: string; username?: string } };
  const pages = await allPages<PageNode>(client, "me/accounts", {
    fields: `id,name,tasks,instagram_business_account{id,username},${PAGE_WHATSAPP_FIELDS}`,
    limit: PAGE_SIZE,
  });
  return pages.map((page) => ({
    id: page.id,
    name: page.name ?? page.id,
    instagram: page.instagram_business_account ? { id: page.instagram_business_account.id, username: page.instagram_business_account.username ?? "" } : null,
    canAdvertise: canAdvertiseWith(page.tasks),
    whatsappNumber: whatsappNumberOf(page),
  }));
}

// The lists kept in the profile (metaAdAccountsData, metaPagesData, metaPixelsData) are JSON: read back
// item by item, an item without an id left out, never cast.
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const items = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null && typeof item.id === "string") : [];

/** The ad accounts kept in the profile (metaAdAccountsData). */
export function storedAdAccounts(value: unknown): MetaAdAccount[] {
  return items(value).map((item) => ({
    id: item.id as string,
    name: text(item.name) ?? (item.id as string),
    currency: text(item.currency) ?? null,
    active: item.active === true,
  }));
}

/** The pixels kept in the profile (metaPixelsData). */
export function storedPixels(value: unknown): MetaPixel[] {
  return items(value).map((item) => ({ id: item.id as string, name: text(item.name) ?? (item.id as string), adAccountId: text(item.adAccountId) ?? "" }));
}

/**
 * The Pages kept in the profile (metaPagesData). Lists stored before the tasks were read lack
 * `canAdvertise`: unknown, so allowed, as when Meta sends no tasks.
 */
export function storedPages(value: unknown): MetaPage[] {
  return items(value).map((page) => {
    const instagram = items([page.instagram])[0];
    const username = text(instagram?.username);
    return {
      id: page.id as string,
      name: text(page.name) ?? (page.id as string),
      instagram: instagram && username !== undefined ? { id: instagram.id as string, username } : null,
      canAdvertise: typeof page.canAdvertise === "boolean" ? page.canAdvertise : true,
      ...(page.whatsappNumber === null || typeof page.whatsappNumber === "string" ? { whatsappNumber: page.whatsappNumber } : {}),
    };
  });
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
