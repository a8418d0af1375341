import { Crosshair, Sparkles, TrendingUp } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const CARDS = [
  { key: "automatic", Icon: Sparkles },
  { key: "targeting", Icon: Crosshair },
  { key: "optimisation", Icon: TrendingUp },
] as const;

export async function InfoCards() {
  const t = await getTranslations("dashboard.info");
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {CARDS.map(({ key, Icon }) => (
        <li key={key}>
          <Card className="h-full">
            <CardHeader className="flex-row items-center gap-3 space-y-0">
              <Icon className="size-5 text-primary" aria-hidden />
              <CardTitle className="text-base">{t(`${key}.title`)}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{t(`${key}.description`)}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
