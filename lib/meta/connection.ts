export type { MetaConnectionStatus } from "./token-state";

/** Ads Manager page of a linked campaign (000 §7 External links). */
export function adsManagerCampaignUrl(metaCampaignId: string): string {
  return `https://www.facebook.com/adsmanager/manage/campaigns?selected_campaign_ids=${encodeURIComponent(metaCampaignId)}`;
}
