import type { GeneratedAd } from "@/lib/ai/generated-ad";
import { AD_SET_TEXT_MAX } from "@/lib/campaigns/config-schema";
import type { Destination } from "@/lib/campaigns/model";

type Set = { primaryText: string };

const asSetText = (text: string) => text.slice(0, AD_SET_TEXT_MAX);

/**
 * Issue 34: a chat ad invites a conversation, a website ad a visit. When the destination changes, the
 * ad sets still holding the AI's text for the other destination take the AI's text for this one; a text
 * the seller wrote is theirs and stays.
 */
export function swapChatCopy<S extends Set>(sets: S[], ad: Pick<GeneratedAd, "description" | "chatText">, destination: Destination): S[] {
  if (!ad.chatText || ad.chatText === ad.description) return sets;
  const [from, to] = destination === "whatsapp" ? [ad.description, ad.chatText] : [ad.chatText, ad.description];
  return sets.map((set) => (set.primaryText === asSetText(from) ? { ...set, primaryText: asSetText(to) } : set));
}
