// Ads that click to WhatsApp (CTWA) as Meta checks them: the ad set (destination_type WHATSAPP, an
// optimization goal the objective allows for it, billed on impressions, promoting a Page the person
// advertises for that has a WhatsApp number), the creative (the WHATSAPP_MESSAGE call to action, WhatsApp's
// link, the Page welcome message) and the ad (a WhatsApp creative in a WhatsApp ad set, and only there).
// The contract and its sources are in docs/research/click-to-whatsapp.md; the short names below are its:
//   [CTWA]  Meta, "Ads that Click to WhatsApp" (developers.facebook.com/documentation/ads-commerce/
//           marketing-api/ad-creative/messaging-ads/click-to-whatsapp, updated Feb 19, 2026)
//   [MULTI] Meta, "Ads that Click to Multidestination" (…/messaging-ads/click-to-multidestination)
//   [DEST]  Meta, "Ad Set Destination Type" (developers.facebook.com/docs/marketing-api/adset/destination_type)
//   [PO]    Meta, "Ad Set, Promoted Object" (…/marketing-api/reference/ad-promoted-object)
//   [ERR]   Meta, "Error Codes" (…/marketing-api/error-reference)
//   [CG]    facebook/facebook-business-sdk-codegen api_specs/specs at ad2b0b6 (2026-04-15)
// Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { PAGE_TASKS, type PageSeed } from "./seed";
import type { FakeMetaState, StoredObject } from "./state";

type Spec = Record<string, unknown>;
const isRecord = (value: unknown): value is Spec => !!value && typeof value === "object" && !Array.isArray(value);

/** The link every CTWA creative carries ([CTWA] "Ad creative create examples"; [MULTI] Step 3's WhatsApp entry). */
export const WHATSAPP_SEND_URL = "https://api.whatsapp.com/send";
export const WHATSAPP_CALL_TO_ACTION = "WHATSAPP_MESSAGE";

/**
 * The optimization goals of a CTWA ad set under each objective ([CTWA] Step 2, `optimization_goal`).
 * Objectives missing here have no CTWA ad sets: [CTWA] Step 1 supports only these four. [DEST]'s
 * objectives table lists WHATSAPP under OUTCOME_AWARENESS too (and not under Sales or Leads); [CTWA] is the
 * newer page and the one the fake follows (the conflict is noted in the research doc, "Unknown").
 */
export const WHATSAPP_GOALS_BY_OBJECTIVE: Record<string, readonly string[]> = {
  OUTCOME_ENGAGEMENT: ["CONVERSATIONS", "LINK_CLICKS"],
  OUTCOME_SALES: ["CONVERSATIONS", "OFFSITE_CONVERSIONS", "LINK_CLICKS", "IMPRESSIONS", "REACH"],
  OUTCOME_TRAFFIC: ["CONVERSATIONS", "LANDING_PAGE_VIEWS", "LINK_CLICKS", "IMPRESSIONS", "REACH", "POST_ENGAGEMENT"],
  OUTCOME_LEADS: ["CONVERSATIONS"],
};

/**
 * The multi-destination values that include WhatsApp ([MULTI] Step 2; [CG] enum_types.json
 * adaccountadsets_destination_type_enum_param). Their creatives (asset_feed_spec with
 * DOF_MESSAGING_DESTINATION, [MULTI] Step 3) are not modelled: the fake says so rather than pass them.
 */
const MULTI_DESTINATIONS = ["MESSAGING_MESSENGER_WHATSAPP", "MESSAGING_INSTAGRAM_DIRECT_WHATSAPP", "MESSAGING_INSTAGRAM_DIRECT_MESSENGER_WHATSAPP"];

export const isWhatsAppAdSet = (adset: StoredObject | undefined) => adset?.fields.destination_type === "WHATSAPP";

/**
 * The destination type, checked before the ad set's goal: WHATSAPP only under the objectives [CTWA] Step 1
 * supports. Meta's answer for another objective is [ERR]'s 2446509, "The ad campaign destination type is
 * not valid."; [ERR] doesn't say whether it comes as the code or the subcode: the fake sends it as the
 * subcode of code 100, as it does the table's other ad-object codes (1487061 in structure.ts).
 */
export function checkWhatsAppDestination(destination: string | undefined, objective: string): void {
  if (destination !== undefined && MULTI_DESTINATIONS.includes(destination)) {
    throw graphErrors.invalidParameter(
      "Not modelled by the fake Meta",
      `Meta takes destination_type ${destination} (ads that click to several messaging apps), but the fake Meta doesn't model it yet (e2e/fakes/meta/whatsapp.ts).`,
    );
  }
  if (destination !== "WHATSAPP" || WHATSAPP_GOALS_BY_OBJECTIVE[objective]) return;
  throw graphErrors.invalidParameter(
    "The ad campaign destination type is not valid.",
    `Ads that click to WhatsApp need a campaign with the objective ${Object.keys(WHATSAPP_GOALS_BY_OBJECTIVE).join(", ")}, not ${objective}.`,
    2446509,
  );
}

/**
 * The goal of a WHATSAPP ad set: one [CTWA] Step 2 lists for the objective. Meta answers a goal the
 * objective doesn't allow with code 100, subcode 2490408 and blame_field_specs [["optimization_goal"]]
 * (seen in facebook/facebook-java-business-sdk#446, OUTCOME_SALES with LANDING_PAGE_VIEWS; its title seen
 * only in Chinese, "成效目标不可用", "performance goal unavailable"): the fake gives that subcode and that
 * title in English. Not in [ERR].
 */
export function checkWhatsAppGoal(goal: string, objective: string): void {
  const allowed = WHATSAPP_GOALS_BY_OBJECTIVE[objective] ?? [];
  if (allowed.includes(goal)) return;
  throw graphErrors.invalidParameter(
    "Performance goal not available",
    `The optimization goal ${goal} isn't available for ads that click to WhatsApp in a campaign with the objective ${objective}. Choose one of ${allowed.join(", ")}.`,
    2490408,
  );
}

/**
 * "Set this to IMPRESSIONS for ads that click to WhatsApp" ([CTWA] Step 2, `billing_event`). Meta
 * documents no error for another billing event: the fake's generic invalid-parameter refusal, no subcode.
 */
export function checkWhatsAppBilling(billingEvent: string): void {
  if (billingEvent === "IMPRESSIONS") return;
  throw graphErrors.invalidParameter("Invalid billing event", `Ad sets that click to WhatsApp are billed on IMPRESSIONS, not ${billingEvent}.`);
}

/**
 * The number isn't linked: code 100, subcode 1487246 with these user texts, as Meta answered an ad set
 * whose promoted_object.whatsapp_phone_number the Page didn't have (facebook/facebook-nodejs-business-sdk#301,
 * 2024-12-09). [ERR] has 2446880 ("The WhatsApp number connected to your Facebook page or Instagram profile
 * was disconnected…"), but its words are about an ad that ran and whether it is the code or the subcode is
 * unsaid; 1487246 is the answer seen at ad set creation, so the fake gives it for a Page with no number too.
 */
export const whatsAppNotLinked = () =>
  new GraphError({
    code: 100,
    message: "Invalid parameter",
    error_subcode: 1487246,
    error_user_title: "Campaign Creation Failed",
    error_user_msg: "Campaign Creation Failed: This WhatsApp phone number is not linked to your account",
  });

/**
 * A WHATSAPP ad set's promoted_object: `page_id` required ([CTWA] Step 2, `promoted_object`; "the Page must
 * have a WhatsApp number linked", [CTWA] "Before you start"), a Page the person can advertise for (the
 * ADVERTISE task, [CTWA] "Before you start"), with a WhatsApp number connected; `whatsapp_phone_number`,
 * optional, "The WhatsApp phone number associated with the click to WhatsApp ad set" ([CTWA] Step 2), a
 * "numeric string" ([PO] Fields): the Page's own number. Meta documents no error for a missing page_id: the
 * fake's generic refusal, as for a missing pixel (structure.ts).
 */
export function checkWhatsAppPromotedObject(state: FakeMetaState, promoted: Spec | undefined): PageSeed {
  const pageId = promoted?.page_id === undefined || promoted.page_id === "" ? undefined : String(promoted.page_id);
  if (!pageId) {
    throw graphErrors.invalidParameter(
      "Promoted object required",
      "Ad sets that click to WhatsApp need a promoted_object with the page_id of the Page whose WhatsApp number the ads open.",
    );
  }
  const page = state.pages.find((item) => item.id === pageId);
  if (!page) throw graphErrors.invalidParameter("Invalid Page", `The Page ${pageId} doesn't exist or you can't advertise for it.`);
  if (!(page.tasks ?? PAGE_TASKS).includes("ADVERTISE")) throw graphErrors.pageAdvertiseTask(page.id);
  if (!page.whatsapp) throw whatsAppNotLinked();
  const number = promoted?.whatsapp_phone_number;
  if (number !== undefined && String(number) !== page.whatsapp.number) throw whatsAppNotLinked();
  return page;
}

/** The call to action's `value` ([CG] AdCreativeLinkDataCallToActionValue.json), or an empty one. */
const valueOf = (cta: unknown): Spec => (isRecord(cta) && isRecord(cta.value) ? cta.value : {});

/**
 * A WHATSAPP_MESSAGE call to action: `value.app_destination` "WHATSAPP" ([CTWA] "Ad creative create
 * examples"), and WhatsApp's link, https://api.whatsapp.com/send: in link_data.link for an image ad ([CTWA]
 * same examples), and in value.link when sent, which "is required to be same as the link url of the creative"
 * (Meta reference "Ad Creative Link Data Call To Action Value", `link`). A video_data has no link field
 * ([CG] AdCreativeVideoData.json), so its link is value.link ([MULTI] Step 3's WhatsApp entry carries it
 * there). Meta documents no error for any of these: the fake's generic invalid-parameter refusal, no subcode.
 */
export function checkWhatsAppCallToAction(cta: unknown, where: "link_data" | "video_data", creativeLink: unknown): void {
  const value = valueOf(cta);
  if (value.app_destination !== "WHATSAPP") {
    throw graphErrors.invalidParameter(
      "Invalid call to action",
      `The WHATSAPP_MESSAGE button needs "app_destination": "WHATSAPP" in ${where}[call_to_action][value].`,
    );
  }
  const link = where === "link_data" ? creativeLink : value.link;
  if (link !== WHATSAPP_SEND_URL) {
    const field = where === "link_data" ? "link_data[link]" : "video_data[call_to_action][value][link]";
    throw graphErrors.invalidParameter("Invalid WhatsApp link", `Ads that click to WhatsApp link to ${WHATSAPP_SEND_URL} in ${field}, not ${String(link)}.`);
  }
  if (value.link !== undefined && value.link !== link) {
    throw graphErrors.invalidParameter(
      "Invalid call to action link",
      `${where}[call_to_action][value][link] must be the same as the creative's link, ${WHATSAPP_SEND_URL}.`,
    );
  }
}

/**
 * `page_welcome_message` ([CG]: a `string` on AdCreativeLinkData, AdCreativeVideoData, AdCreative and the
 * adcreatives edge): JSON text, or the object itself as [CTWA] Step 3's examples write it. It must be a JSON
 * object; with `text_format.customer_action_type` "autofill_message" (the prefilled message, [CTWA]
 * "Adding autofill message with a greeting message") it must carry
 * `text_format.message.autofill_message.content`. [CTWA] gives no length limit (only [MULTI] does, for
 * multi-destination ads), so none is checked. Meta documents no error: Graph's malformed-parameter form.
 */
export function checkWelcomeMessage(welcome: unknown, where: string): void {
  if (welcome === undefined) return;
  let parsed: unknown = welcome;
  if (typeof welcome === "string") {
    try {
      parsed = JSON.parse(welcome);
    } catch {
      parsed = undefined;
    }
  }
  if (!isRecord(parsed)) throw new GraphError({ code: 100, message: `(#100) Param ${where} must be a JSON-encoded object` });
  const format = isRecord(parsed.text_format) ? parsed.text_format : {};
  if (format.customer_action_type !== "autofill_message") return;
  const message = isRecord(format.message) ? format.message : {};
  const autofill = isRecord(message.autofill_message) ? message.autofill_message.content : undefined;
  if (typeof autofill !== "string" || !autofill.trim()) {
    throw graphErrors.invalidParameter(
      "Invalid welcome message",
      `A welcome message with customer_action_type "autofill_message" needs its text in ${where}[text_format][message][autofill_message][content].`,
    );
  }
}

/**
 * An ad's creative and ad set go together: in a WHATSAPP ad set "All ads in the ad set must have ad
 * creative with Whatsapp as a destination" ([DEST] table, WHATSAPP), and a WhatsApp creative needs that
 * destination, which [CTWA] Step 2 marks "Required" for ads that click to WhatsApp. Meta documents no
 * error code for either (the research doc, §6): the fake's generic invalid-parameter refusal, no subcode.
 * "If you use page_id, the creative must promote that page_id" ([PO] Requirements): [ERR]'s 1885029, "The
 * Page selected for your ad doesn't match the Page associated with the object you're promoting", sent as
 * the subcode of code 100 as the fake sends [ERR]'s other codes.
 */
export function checkAdDestination(adset: StoredObject, creative: StoredObject): void {
  const whatsappCreative = creative.fields.call_to_action_type === WHATSAPP_CALL_TO_ACTION;
  if (isWhatsAppAdSet(adset) && !whatsappCreative) {
    throw graphErrors.invalidParameter(
      "Ad creative doesn't match the ad set's destination",
      `The ad set ${adset.id} sends people to WhatsApp: its ads need a creative with the WHATSAPP_MESSAGE call to action, and ${creative.id} has ${String(creative.fields.call_to_action_type ?? "none")}.`,
    );
  }
  if (!isWhatsAppAdSet(adset) && whatsappCreative) {
    throw graphErrors.invalidParameter(
      "Ad creative doesn't match the ad set's destination",
      `The creative ${creative.id} sends people to WhatsApp: it needs an ad set with destination_type WHATSAPP, and ${adset.id} has ${String(adset.fields.destination_type ?? "none")}.`,
    );
  }
  const promoted = adset.fields.promoted_object;
  const promotedPage = isRecord(promoted) && promoted.page_id !== undefined ? String(promoted.page_id) : undefined;
  if (promotedPage && String(creative.fields.actor_id ?? "") !== promotedPage) {
    throw graphErrors.invalidParameter(
      "Page doesn't match",
      `The Page selected for your ad doesn't match the Page associated with the object you're promoting (the ad set ${adset.id} promotes Page ${promotedPage}, the creative ${creative.id} Page ${String(creative.fields.actor_id ?? "none")}).`,
      1885029,
    );
  }
}
