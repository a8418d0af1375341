import "server-only";
import { db } from "@/lib/db";
import { adsOf, type PublishState } from "@/lib/meta/run-state";

// Which linked campaign each Meta object belongs to (meta_object_links), so an Ads webhook that names an
// ad set or an ad (issue 33) finds its campaign without asking Meta. Publishing writes the ids it created,
// every sync the ids Meta reports; a link is never moved, only added, and goes with its campaign.

export type MetaObjectLevel = "campaign" | "adset" | "ad";
export type MetaObjectRef = { metaId: string; level: MetaObjectLevel };

/** The objects a publish run created: its campaign, ad sets and ads. */
export function objectsOfRun(state: PublishState): MetaObjectRef[] {
  return [
    ...(state.campaignId ? [{ metaId: state.campaignId, level: "campaign" as const }] : []),
    ...Object.values(state.adSets).flatMap((set) => (set.adSetId ? [{ metaId: set.adSetId, level: "adset" as const }] : [])),
    ...adsOf(state).flatMap((ad) => (ad.adId ? [{ metaId: ad.adId, level: "ad" as const }] : [])),
  ];
}

/** The links as one query, to run inside a transaction. */
export const linkMetaObjectsQuery = (campaignId: string, objects: readonly MetaObjectRef[]) =>
  db.metaObjectLink.createMany({ data: objects.map((object) => ({ ...object, campaignId })), skipDuplicates: true });

export async function linkMetaObjects(campaignId: string, objects: readonly MetaObjectRef[]): Promise<void> {
  if (objects.length) await linkMetaObjectsQuery(campaignId, objects);
}

/** The campaigns (with their owners) a Meta object belongs to; none for an object the app did not make. */
export async function campaignsOfObject(metaId: string) {
  const links = await db.metaObjectLink.findMany({
    where: { metaId },
    select: {
      level: true,
      campaign: { select: { id: true, userId: true, metaAdAccountId: true, metaCampaignId: true, projectName: true, productName: true } },
    },
  });
  return links.filter((link) => link.campaign.metaCampaignId).map((link) => ({ ...link.campaign, level: link.level as MetaObjectLevel }));
}
