import "server-only";
import { db } from "@/lib/db";
import type { CampaignStatusValue } from "@/lib/campaigns/schemas";

// spec 000 §9: the admin campaign list shows at most 100 campaigns.
export const ADMIN_CAMPAIGNS_LIMIT = 100;

export type AdminCampaignRow = {
  id: string;
  productName: string | null;
  status: CampaignStatusValue;
  createdAt: string;
  /** The owner's full name; null when the owner has none (shown as 'Usuário anônimo'). */
  ownerName: string | null;
};

/** The latest campaigns across users with their owners' names, in one query (the original made one per row). */
export async function listLatestCampaigns(): Promise<AdminCampaignRow[]> {
  const rows = await db.$queryRaw<{ id: string; product_name: string | null; status: CampaignStatusValue; created_at: Date; full_name: string | null }[]>`
    SELECT c.id, c.product_name, c.status::text AS status, c.created_at, p.full_name
    FROM campaigns c
    LEFT JOIN profiles p ON p.user_id = c.user_id
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${ADMIN_CAMPAIGNS_LIMIT}`;
  return rows.map((row) => ({
    id: row.id,
    productName: row.product_name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    ownerName: row.full_name?.trim() || null,
  }));
}
