import { Crosshair, Sparkles, TrendingUp } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

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
              {/* h2: the cards follow the page's h1 (a card title's h3 would skip a level). */}
              <h2 className="text-base font-semibold leading-tight">{t(`${key}.title`)}</h2>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{t(`${key}.description`)}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
