import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CampaignStatusValue } from "@/lib/campaigns/schemas";

// spec 000 §4: published default, draft secondary, active destructive, other secondary.
const VARIANTS: Record<CampaignStatusValue, "default" | "secondary" | "destructive" | "outline"> = {
  published: "default",
  draft: "secondary",
  active: "destructive",
  paused: "secondary",
  completed: "secondary",
  archived: "outline",
};

export function StatusBadge({ status }: { status: CampaignStatusValue }) {
  const t = useTranslations("campaigns.status");
  return <Badge variant={VARIANTS[status]}>{t(status)}</Badge>;
}
