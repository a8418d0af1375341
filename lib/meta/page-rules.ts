// What a Facebook Page lets this person do with ads, as the wizard, the publish dialog and the
// configuration checklist read it. No server-only code: the client components use it.

/**
 * The person's tasks on a Page, as me/accounts lists them (the User accounts edge's `tasks`, "The User's
 * tasks assigned to the Page", https://developers.facebook.com/docs/graph-api/reference/user/accounts;
 * the values in facebook-business-sdk-codegen api_specs/specs/enum_types.json
 * pageassigned_users_tasks_enum_param: ADVERTISE, ANALYZE, CREATE_CONTENT, MANAGE, MESSAGING, MODERATE…).
 * Ads need ADVERTISE: the Marketing API's ad guides require "a person who can perform the ADVERTISE task
 * on the Page" (e.g. the Click-to-WhatsApp ads guide's requirements).
 */
export const ADVERTISE_TASK = "ADVERTISE";

/**
 * Whether the person may make ads for the Page. No `tasks` list at all (an older stored list, or Meta
 * leaving the field out) says nothing: the Page stays allowed and Meta's own check at publish decides,
 * rather than blocking a Page that may well be fine.
 */
export function canAdvertiseWith(tasks: unknown): boolean {
  return Array.isArray(tasks) ? tasks.includes(ADVERTISE_TASK) : true;
}

/** The facts of a Page the checks need; `whatsappNumber` is absent where it was not read. */
export type PageFacts = { id: string; canAdvertise: boolean; instagram: { id: string } | null; whatsappNumber?: string | null };

/** WhatsApp's help page for connecting a WhatsApp Business account to a Facebook Page (from the app). */
export const WHATSAPP_CONNECT_HELP = "https://faq.whatsapp.com/696845041357696";

export const WHATSAPP_NUMBER_MISSING = "wizard.destination.errors.noNumber";

/** Whether the Page, as read from Meta, has no WhatsApp number to promote (unknown is not "none"). */
export function pageLacksWhatsApp(page: PageFacts | undefined): boolean {
  return page !== undefined && page.whatsappNumber === null;
}

export const PAGE_CANNOT_ADVERTISE = "wizard.publish.errors.pageCannotAdvertise";
export const INSTAGRAM_NOT_OF_PAGE = "wizard.publish.errors.instagramNotOfPage";

/** Meta runs an ad as the Page and shows it on Instagram as the Page's own Instagram account only. */
export function instagramOfPage(page: PageFacts | undefined, instagramAccountId: string | null | undefined): boolean {
  return !instagramAccountId || page?.instagram?.id === instagramAccountId;
}

/**
 * The problems of the chosen Page and Instagram account, once the Page's facts are known: a Page the
 * person can't advertise for, an Instagram account that isn't the Page's.
 */
export function pageIssues(
  choice: { pageId?: string | null; instagramAccountId?: string | null; destination?: string | null },
  pages: readonly PageFacts[] | null | undefined,
): { path: "pageId" | "instagramAccountId" | "destination"; message: string }[] {
  if (!pages || !choice.pageId) return [];
  const page = pages.find((item) => item.id === choice.pageId);
  if (!page) return [];
  const issues: { path: "pageId" | "instagramAccountId" | "destination"; message: string }[] = [];
  if (!page.canAdvertise) issues.push({ path: "pageId", message: PAGE_CANNOT_ADVERTISE });
  if (!instagramOfPage(page, choice.instagramAccountId)) issues.push({ path: "instagramAccountId", message: INSTAGRAM_NOT_OF_PAGE });
  // A click-to-WhatsApp ad promotes the Page's number: none, nothing to open a chat with (decision 030).
  if (choice.destination === "whatsapp" && pageLacksWhatsApp(page)) issues.push({ path: "destination", message: WHATSAPP_NUMBER_MISSING });
  return issues;
}
