import { ShieldCheck, Sparkles } from "@/components/ui/icons";
import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeatureBlurbs } from "@/components/integrations/feature-blurbs";
import { MetaConnectCard } from "@/components/integrations/meta-connect-card";
import { NotificationMailSetting } from "@/components/profile/notification-mail-setting";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FactCard, FactList } from "@/components/ui/facts";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/guards";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { notificationMailEnabled } from "@/lib/notifications";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settingsPage"))("title") };
}

// spec 000 §2 Settings.
export default async function SettingsPage() {
  const user = await requireUser();
  const [status, mailsOn, t, tPlans] = await Promise.all([
    getMetaConnectionStatus(user.id),
    notificationMailEnabled(user.id),
    getTranslations("settingsPage"),
    getTranslations("plans.names"),
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <FactCard title={t("accountTitle")}>
        <FactList
          items={[
            { label: t("name"), value: user.fullName || t("notInformed") },
            { label: t("email"), value: user.email },
            { label: t("plan"), value: tPlans(user.planType) },
          ]}
        />
        <Link href="/profile#your-data" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ShieldCheck className="size-4" aria-hidden />
          {t("privacyLink")}
        </Link>
      </FactCard>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t("notifications.title")}</CardTitle>
          <CardDescription>{t("notifications.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationMailSetting enabled={mailsOn} />
        </CardContent>
      </Card>
      <MetaConnectCard status={status} />
      <FeatureBlurbs />
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-primary" aria-hidden />
              {t("upgradeTitle")}
            </CardTitle>
            <CardDescription>{t("upgradeDescription")}</CardDescription>
          </div>
          <Badge variant="secondary">{t("comingSoon")}</Badge>
        </CardHeader>
        <CardContent>
          <Button disabled>{t("upgradeButton")}</Button>
        </CardContent>
      </Card>
    </div>
  );
}
