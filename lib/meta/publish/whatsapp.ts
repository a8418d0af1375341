// What a click-to-WhatsApp ad sends Meta beyond a website ad (issue 34, decision 030; every rule's source
// is in docs/research/click-to-whatsapp.md): the campaign's objective, the ad set's destination, goal and
// promoted object, and the creative's link, call to action and prefilled message.

/** The creative's link: Meta's guide, "Ads that Click to WhatsApp" › Step 3, `link_data.link`. */
export const WHATSAPP_SEND_URL = "https://api.whatsapp.com/send";

/** The campaign: OUTCOME_ENGAGEMENT, the objective both of Meta's pages accept for a WHATSAPP destination. */
export const WHATSAPP_OBJECTIVE = "OUTCOME_ENGAGEMENT";

/**
 * The ad set's fields: `destination_type` WHATSAPP (enum_types.json `adset_destination_type`),
 * `optimization_goal` CONVERSATIONS (the guide's Step 2: allowed with every CTWA objective), and the Page
 * with its number in `promoted_object` (AdPromotedObject.json: `page_id`, `whatsapp_phone_number`).
 */
export function whatsappAdSetFields(page: { pageId: string; whatsappNumber: string | null }) {
  return {
    optimization_goal: "CONVERSATIONS",
    destination_type: "WHATSAPP",
    promoted_object: { page_id: page.pageId, ...(page.whatsappNumber ? { whatsapp_phone_number: page.whatsappNumber } : {}) },
  };
}

/** The call to action: WHATSAPP_MESSAGE to the WhatsApp app (the guide's Step 3; AdCreativeLinkDataCallToActionValue.json `app_destination`). */
export function whatsappCallToAction(withLink: boolean) {
  return { type: "WHATSAPP_MESSAGE", value: { app_destination: "WHATSAPP", ...(withLink ? { link: WHATSAPP_SEND_URL } : {}) } };
}

/**
 * The prefilled message as `page_welcome_message`: a string (AdCreativeLinkData.json types it `string`)
 * holding the guide's VISUAL_EDITOR welcome message whose customer action fills in `message`.
 */
export function whatsappWelcomeMessage(message: string): string {
  return JSON.stringify({
    type: "VISUAL_EDITOR",
    version: 2,
    landing_screen_type: "welcome_message",
    media_type: "text",
    text_format: { customer_action_type: "autofill_message", message: { autofill_message: { content: message } } },
  });
}
