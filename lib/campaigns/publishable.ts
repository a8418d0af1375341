/** A saved campaign as the publish dialog needs it: its name and the Meta assets the wizard chose. */
export type PublishableCampaign = {
  id: string;
  name: string;
  metaAdAccountId: string | null;
  metaPageId: string | null;
  metaInstagramId: string | null;
  metaPixelId: string | null;
};

/** Only these fields cross to the browser (not the whole campaign row). */
export function publishableOf(campaign: Omit<PublishableCampaign, "name">, name: string): PublishableCampaign {
  const { id, metaAdAccountId, metaPageId, metaInstagramId, metaPixelId } = campaign;
  return { id, name, metaAdAccountId, metaPageId, metaInstagramId, metaPixelId };
}
