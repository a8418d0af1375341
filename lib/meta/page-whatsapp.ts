import type { GraphClient } from "./graph";

// The WhatsApp Business number connected to a Page, as the Page reports it (Page fields
// `whatsapp_number` and `has_whatsapp_business_number`, facebook-business-sdk-codegen
// api_specs/specs/Page.json; decision 030). A click-to-WhatsApp ad promotes that number.

type PageWhatsApp = { whatsapp_number?: unknown; has_whatsapp_business_number?: unknown };

/** The Page's WhatsApp number (digits, as Meta writes it), or null when none is connected. */
export async function pageWhatsAppNumber(client: GraphClient, pageId: string): Promise<string | null> {
  const page = await client.get<PageWhatsApp>(pageId, { fields: "whatsapp_number,has_whatsapp_business_number" });
  const number = typeof page.whatsapp_number === "string" ? page.whatsapp_number.trim() : "";
  return number && page.has_whatsapp_business_number !== false ? number : null;
}
