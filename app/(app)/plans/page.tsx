import { Check, Minus } from "@/components/ui/icons";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/guards";
import type { PlanType } from "@/lib/db/generated/enums";
import { PLAN_CAMPAIGN_LIMITS, PLAN_PRICES_BRL, PLAN_TYPES, isUnlimited } from "@/lib/plans/constants";
import { allowanceWords, WHAT_COUNTS } from "@/lib/plans/plan-rule";
import { getPlanProfile } from "@/lib/plans/profile";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plansPage"))("title") };
}

const COMPARISON = ["campaigns", "aiCopy", "aiImages", "targeting", "publishing", "dashboard", "support"] as const;
const INCLUDED: Record<(typeof COMPARISON)[number], readonly string[]> = {
  campaigns: ["free", "starter", "pro"],
  aiCopy: ["free", "starter", "pro"],
  aiImages: ["free", "starter", "pro"],
  targeting: ["starter", "pro"],
  publishing: ["free", "starter", "pro"],
  dashboard: ["free", "starter", "pro"],
  support: ["pro"],
};

// spec 000 §2 Plans (fixed in Portuguese by the spec, English under en: decision 012): purchase is not
// available yet ('Em Breve'). Each plan's campaigns are stated in the plan rule's words, from the limits
// the app enforces (decision 023: a draft counts, so not "1 campanha ativa").
export default async function PlansPage() {
  const user = await requireUser();
  const [profile, t, tAll, format] = await Promise.all([getPlanProfile(user.id), getTranslations("plansPage"), getTranslations(), getFormatter()]);
  const allowance = (plan: PlanType) => {
    const words = allowanceWords(PLAN_CAMPAIGN_LIMITS[plan]);
    return tAll(words.key, words.values);
  };
  const limitFigure = (plan: PlanType) => (isUnlimited(PLAN_CAMPAIGN_LIMITS[plan]) ? t("unlimitedShort") : format.number(PLAN_CAMPAIGN_LIMITS[plan]));
  const current = profile?.planType ?? "free";
  return (
    <div className="grid gap-8">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <ul className="grid gap-6 md:grid-cols-3">
        {PLAN_TYPES.map((plan) => (
          <li key={plan}>
            <Card className={cn("flex h-full flex-col", plan === "pro" && "border-primary shadow-md")}>
              <CardHeader>
                <div className="flex flex-wrap gap-2">
                  {plan === current ? <Badge>{t("currentBadge")}</Badge> : null}
                  {plan === "pro" ? <Badge variant="secondary">{t("recommended")}</Badge> : null}
                </div>
                <CardTitle className="text-xl">{t(`plans.${plan}.name`)}</CardTitle>
                <p>
                  <span className="text-3xl font-extrabold">
                    {format.number(PLAN_PRICES_BRL[plan], { style: "currency", currency: "BRL", maximumFractionDigits: 0 })}
                  </span>
                  <span className="text-muted-foreground">{t("perMonth")}</span>
                </p>
                <p className="text-sm text-muted-foreground">{t(`plans.${plan}.description`)}</p>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="flex items-center gap-2 text-sm">
                  <Check className="size-4 text-success" aria-hidden />
                  {allowance(plan)}
                </p>
              </CardContent>
              <CardFooter>
                <Button className="w-full" variant={plan === current ? "secondary" : "outline"} disabled>
                  {plan === current ? t("currentPlan") : t("comingSoon")}
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <p className="-mt-4 text-sm text-muted-foreground">{tAll(WHAT_COUNTS)}</p>
      <section aria-labelledby="comparison-title" className="grid gap-4">
        <h2 id="comparison-title" className="text-xl font-semibold">
          {t("comparison.title")}
        </h2>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-labelledby="comparison-title">
          <table className="w-full min-w-[520px] text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-3 text-left font-medium">
                  {t("comparison.feature")}
                </th>
                {PLAN_TYPES.map((plan) => (
                  <th key={plan} scope="col" className="p-3 font-medium">
                    {t(`plans.${plan}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((feature) => (
                <tr key={feature} className="border-t">
                  <th scope="row" className="p-3 text-left font-normal">
                    {t(`comparison.rows.${feature}`)}
                  </th>
                  {PLAN_TYPES.map((plan) => (
                    <td key={plan} className="p-3 text-center">
                      {feature === "campaigns" ? (
                        limitFigure(plan)
                      ) : INCLUDED[feature].includes(plan) ? (
                        <Check className="mx-auto size-4 text-success" aria-label={t("comparison.included")} />
                      ) : (
                        <Minus className="mx-auto size-4 text-muted-foreground" aria-label={t("comparison.notIncluded")} />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div>
        <Button variant="outline" disabled>
          {t("talkToExpert")}
        </Button>
      </div>
    </div>
  );
}
