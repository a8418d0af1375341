import type { GeneratedAd } from "@/lib/ai/generated-ad";
import { AD_SET_TEXT_MAX } from "@/lib/campaigns/config-schema";
import type { Destination } from "@/lib/campaigns/model";

type Set = { primaryText: string };

const asSetText = (text: string) => text.slice(0, AD_SET_TEXT_MAX);

/**
 * Issue 34: a chat ad invites a conversation, a website ad a visit. When the destination changes, the
 * ad sets still holding one of the AI's texts for the other destination take the AI's text for this one
 * (issue 35: a set's website texts are those written for its audience, else the ad's); a text the seller
 * wrote is theirs and stays.
 */
export function swapChatCopy<S extends Set>(sets: S[], ad: Pick<GeneratedAd, "description" | "chatText" | "audienceCopy">, destination: Destination): S[] {
  const chat = ad.chatText ? asSetText(ad.chatText) : null;
  if (!chat) return sets;
  return sets.map((set, index) => {
    const written = ad.audienceCopy?.[index]?.primaryText ?? [];
    const website = [...written, ad.description].map(asSetText).filter((text) => text !== chat);
    if (destination === "whatsapp") return website.includes(set.primaryText) ? { ...set, primaryText: chat } : set;
    return set.primaryText === chat && website[0] ? { ...set, primaryText: website[0] } : set;
  });
}
