import { BarChart3, Brain, Clock, Crosshair, ImageIcon, Rocket } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const FEATURES = [
  { key: "copy", Icon: Brain },
  { key: "images", Icon: ImageIcon },
  { key: "targeting", Icon: Crosshair },
  { key: "publish", Icon: Rocket },
  { key: "results", Icon: BarChart3 },
  { key: "setup", Icon: Clock },
] as const;

export async function FeatureCards() {
  const t = await getTranslations("landing.features");
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="text-center text-3xl font-bold">
        {t("title")}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t("subtitle")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <CardHeader>
                <span className="grid size-10 place-items-center rounded-lg bg-accent text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="mt-2 text-base">{t(`${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{t(`${key}.description`)}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
