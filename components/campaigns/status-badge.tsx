import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CampaignStatusValue } from "@/lib/campaigns/schemas";

// spec 000 §4: published default, draft secondary, other secondary. Its "active destructive" is replaced
// as a defect (docs/decisions/022-states-that-mean-what-they-say.md): active is a good state, shown positive.
const VARIANTS: Record<CampaignStatusValue, "default" | "secondary" | "destructive" | "outline" | "positive"> = {
  published: "default",
  draft: "secondary",
  active: "positive",
  paused: "secondary",
  completed: "secondary",
  archived: "outline",
};

export function StatusBadge({ status }: { status: CampaignStatusValue }) {
  const t = useTranslations("campaigns.status");
  return <Badge variant={VARIANTS[status]}>{t(status)}</Badge>;
}
