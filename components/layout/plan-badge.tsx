import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";

export async function PlanBadge({ plan }: { plan: "free" | "starter" | "pro" }) {
  const t = await getTranslations("plans.names");
  return (
    <Badge variant={plan === "free" ? "secondary" : "default"} data-testid="plan-badge">
      {t(plan)}
    </Badge>
  );
}
