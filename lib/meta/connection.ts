// spec 000 §4: the Meta connection status derived from the profile.
export type MetaConnectionStatus = "disconnected" | "connected" | "expired";

export function metaConnectionStatus(
  profile: { metaAccessToken: string | null; metaTokenExpiresAt: Date | null } | null,
  now = new Date(),
): MetaConnectionStatus {
  if (!profile?.metaAccessToken) return "disconnected";
  if (profile.metaTokenExpiresAt && profile.metaTokenExpiresAt.getTime() > now.getTime()) return "connected";
  return "expired";
}

/** Ads Manager page of a linked campaign (000 §7 External links). */
export function adsManagerCampaignUrl(metaCampaignId: string): string {
  return `https://www.facebook.com/adsmanager/manage/campaigns?selected_campaign_ids=${encodeURIComponent(metaCampaignId)}`;
}

// spec 001 §4: "expiring soon" means 30 minutes or less left.
export const EXPIRING_SOON_MS = 30 * 60 * 1000;

export function isExpiringSoon(expiresAt: Date | null, now = new Date()): boolean {
  if (!expiresAt) return false;
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_MS;
}
