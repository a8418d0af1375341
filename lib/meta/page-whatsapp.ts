import type { GraphClient } from "./graph";

// The WhatsApp Business number connected to a Page, as the Page reports it (Page fields
// `whatsapp_number` and `has_whatsapp_business_number`, facebook-business-sdk-codegen
// api_specs/specs/Page.json; decision 030). A click-to-WhatsApp ad promotes that number.

export type PageWhatsApp = { whatsapp_number?: unknown; has_whatsapp_business_number?: unknown };

/** The Page fields the number is read from, for any read of a Page (a node or an edge's list). */
export const PAGE_WHATSAPP_FIELDS = "whatsapp_number,has_whatsapp_business_number";

/** A Page node's WhatsApp Business number (as Meta writes it), or null when none is connected. */
export function whatsappNumberOf(page: PageWhatsApp): string | null {
  const number = typeof page.whatsapp_number === "string" ? page.whatsapp_number.trim() : "";
  return number && page.has_whatsapp_business_number !== false ? number : null;
}

/** The Page's WhatsApp number, read from Meta now. */
export async function pageWhatsAppNumber(client: GraphClient, pageId: string): Promise<string | null> {
  return whatsappNumberOf(await client.get<PageWhatsApp>(pageId, { fields: PAGE_WHATSAPP_FIELDS }));
}
