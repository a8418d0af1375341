import { z } from "zod";

// Issue 31: connecting Meta returns the seller to the campaign they came from. Only the app's own
// campaign pages are accepted as the way back, never another address (an open redirect).
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const CAMPAIGN_PAGES = [
  /^\/campaign\/new$/,
  new RegExp(`^/campaign/new\\?campaign=${UUID}$`),
  new RegExp(`^/campaign/(view|edit)/${UUID}$`),
  new RegExp(`^/campaigns/${UUID}$`),
];

export const returnPathSchema = z
  .string()
  .max(120)
  .refine((path) => CAMPAIGN_PAGES.some((page) => page.test(path)));

/** The way back when it is one of the campaign pages, else null. */
export function returnPathOf(value: unknown): string | null {
  const parsed = returnPathSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Integrations, keeping the way back for the next attempt. */
export const integrationsReturning = (returnTo: string | null) => (returnTo ? `/integrations?return=${encodeURIComponent(returnTo)}` : "/integrations");

/** The cookie that carries the way back across Facebook Login (set with the OAuth state, read on the callback). */
export const RETURN_COOKIE = "meta_oauth_return";
