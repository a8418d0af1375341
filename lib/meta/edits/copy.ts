import "server-only";
import type { CreativeFeatureName } from "@/lib/meta/creative-features";
import type { Destination } from "@/lib/campaigns/model";
import type { GraphClient } from "@/lib/meta/graph";
import { adsPlan, creativeMediaOf, creativeParams, InvalidAnswerError, type Creative, type CreativeMedia, type PlannedAd } from "@/lib/meta/publish";
import type { PublishState } from "@/lib/meta/run-state";
import type { Change } from "./change";
import type { EditSnapshot } from "./push";

// Creatives are immutable at Meta (codegen AdCreative #update takes only name, status and labels):
// new copy or a new call to action means a new creative per ad, and the ad switched to it (Ad #update
// `creative`). The run's state then holds the new creative ids; an undo switches the ads back.

export type CopyContext = {
  adAccountId: string;
  pageId: string;
  instagramAccountId: string | null;
  link: string;
  /** Where the ads take people (a new creative keeps it; a WhatsApp one takes the edit's message). */
  destination: Destination;
  /** Meta's creative enhancements the seller turned on: a new creative says so again for each. */
  creativeFeatures: CreativeFeatureName[];
  /** The campaign's creatives, the main one first or marked. */
  creatives: Creative[];
  /** The publish run's state: which ad shows which creative; updated as ads switch. */
  state: PublishState;
};

/** What an ad's creative shows: its set's copy and, by destination, the call to action or the prefilled message. */
const copyOf = (snapshot: EditSnapshot, id: string, destination: Destination) => {
  const set = snapshot.adSets.find((item) => item.id === id);
  const button = destination === "whatsapp" ? snapshot.whatsappMessage : snapshot.cta;
  return set ? `${button}\n${set.title}\n${set.primaryText}` : null;
};

/** One new creative for an ad whose copy changed, and the ad switched to it. */
function switchChange(
  context: CopyContext,
  after: EditSnapshot,
  ad: PlannedAd,
  adId: string,
  oldCreativeId: string,
  media: (client: GraphClient) => Promise<CreativeMedia>,
): Change {
  const entry = context.state.adSets[ad.set.id]!.ads[ad.creative.id]!;
  let created: string | null = null;
  const plan = {
    name: after.name,
    creatives: context.creatives,
    cta: after.cta,
    link: context.link,
    destination: context.destination,
    whatsappMessage: after.whatsappMessage,
    creativeFeatures: context.creativeFeatures,
  };
  return {
    apply: async (client) => {
      const payload = creativeParams(plan, ad, { pageId: context.pageId, instagramAccountId: context.instagramAccountId }, await media(client));
      const answer = await client.post<{ id?: string }>(`${context.adAccountId}/adcreatives`, payload);
      if (!answer.id) throw new InvalidAnswerError("adcreatives");
      created = answer.id;
      try {
        await client.post(adId, { creative: { creative_id: created } });
      } catch (error) {
        await client.delete(created).catch(() => undefined);
        throw error;
      }
      entry.creativeId = created;
    },
    undo: async (client) => {
      await client.post(adId, { creative: { creative_id: oldCreativeId } });
      entry.creativeId = oldCreativeId;
      if (created) await client.delete(created).catch(() => undefined);
    },
  };
}

/**
 * The creative switches an edit needs: every published ad of an ad set whose title or text changed, and
 * every ad when the call to action changed. Paused sets included, so that switching one back on shows
 * what the app shows.
 */
export function copyChanges(context: CopyContext, before: EditSnapshot, after: EditSnapshot): Change[] {
  const main = context.creatives.find((creative) => creative.isMain) ?? context.creatives[0];
  if (!main) return [];
  const sets = after.adSets
    .filter((set) => {
      const was = copyOf(before, set.id, context.destination);
      return set.metaAdSetId && was !== null && was !== copyOf(after, set.id, context.destination);
    })
    .map((set) => ({ ...set, audience: [], metaInterests: [] }));
  const known = new Map<string, Promise<CreativeMedia>>();
  const media = (creative: Creative) => (client: GraphClient) => {
    if (!known.has(creative.id)) known.set(creative.id, creativeMediaOf(client, context.creatives, context.state.media, creative));
    return known.get(creative.id)!;
  };
  return adsPlan({ adSets: sets, creatives: context.creatives, mainCreative: main }).flatMap((ad) => {
    const published = context.state.adSets[ad.set.id]?.ads[ad.creative.id];
    if (!published?.adId || !published.creativeId) return [];
    return [switchChange(context, after, ad, published.adId, published.creativeId, media(ad.creative))];
  });
}
