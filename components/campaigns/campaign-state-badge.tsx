import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CampaignStatusValue } from "@/lib/campaigns/schemas";
import type { DeliveryState, MetaDelivery } from "@/lib/meta/sync";
import { StatusBadge } from "./status-badge";

// Delivering is good news; red is kept for what the seller must fix (status-badge.tsx).
const VARIANTS: Record<DeliveryState, "default" | "secondary" | "destructive" | "outline" | "positive"> = {
  active: "positive",
  paused: "secondary",
  inReview: "outline",
  rejected: "destructive",
  withIssues: "destructive",
  billingHold: "destructive",
  ended: "secondary",
  archived: "outline",
  deleted: "outline",
};

/** A linked campaign shows what Meta runs (its last sync); any other its status in the app. */
export function CampaignStateBadge({ status, delivery }: { status: CampaignStatusValue; delivery: MetaDelivery | null }) {
  const t = useTranslations("campaigns.delivery");
  if (!delivery || status === "archived") return <StatusBadge status={status} />;
  return <Badge variant={VARIANTS[delivery.state]}>{t(`states.${delivery.state}`)}</Badge>;
}
