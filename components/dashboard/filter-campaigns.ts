import type { CampaignStatusValue } from "@/lib/campaigns/schemas";

// spec 000 §5: search by product name, case-insensitive substring; the Filter button filters by status.
export function filterCampaigns<T extends { productName: string | null; name: string | null; status: CampaignStatusValue }>(
  campaigns: T[],
  query: string,
  status: CampaignStatusValue | null,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return campaigns.filter(
    (campaign) => (!status || campaign.status === status) && (!needle || (campaign.productName ?? campaign.name ?? "").toLocaleLowerCase().includes(needle)),
  );
}
