import { Check } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const INCLUDED = ["unlimited", "ai", "targeting", "publish", "support", "guarantee"] as const;

// spec 000 §1: launch price R$ 97 for the first month (crossed-out R$ 297), then R$ 197 a month.
export async function PricingCard() {
  const t = await getTranslations("landing.pricing");
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="pricing-title" className="text-center text-3xl font-bold">
        {t("title")}
      </h2>
      <Card className="mx-auto mt-10 max-w-md border-primary shadow-lg">
        <CardHeader className="items-center text-center">
          <Badge>{t("offer")}</Badge>
          <CardTitle className="mt-2">{t("plan")}</CardTitle>
          <p className="mt-2">
            <del className="mr-2 text-muted-foreground">{t("oldPrice")}</del>
            <span className="text-4xl font-extrabold">{t("price")}</span>
            <span className="text-muted-foreground">{t("firstMonth")}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t("then")}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ul className="grid gap-2 text-sm">
            {INCLUDED.map((key) => (
              <li key={key} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 text-success" aria-hidden />
                {t(`included.${key}`)}
              </li>
            ))}
          </ul>
          <Button asChild size="lg">
            <Link href="/auth?tab=sign-up">{t("cta")}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
