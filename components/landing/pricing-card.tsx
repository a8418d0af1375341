import { Check } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PLAN_CAMPAIGN_LIMITS } from "@/lib/plans/constants";
import { allowanceWords } from "@/lib/plans/plan-rule";

const INCLUDED = ["ai", "targeting", "publish", "support", "guarantee"] as const;

// spec 000 §1: launch price R$ 97 for the first month (crossed-out R$ 297), then R$ 197 a month. The Pro
// plan's campaigns are stated in the plan rule's words (decision 023), from the limit the app enforces.
export async function PricingCard() {
  const [t, tAll] = await Promise.all([getTranslations("landing.pricing"), getTranslations()]);
  const campaigns = allowanceWords(PLAN_CAMPAIGN_LIMITS.pro);
  const included = [tAll(campaigns.key, campaigns.values), ...INCLUDED.map((key) => t(`included.${key}`))];
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
            {included.map((text) => (
              <li key={text} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 text-success" aria-hidden />
                {text}
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
