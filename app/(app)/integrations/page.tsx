import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { FeatureBlurbs } from "@/components/integrations/feature-blurbs";
import { MetaConnectCard } from "@/components/integrations/meta-connect-card";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/guards";
import { metaConnectionOf } from "@/lib/meta/connect";
import { getMetaAssetCounts } from "@/lib/meta/status";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("integrations"))("title") };
}

// spec 000 §2 Integrations page.
export default async function IntegrationsPage() {
  const user = await requireUser();
  const [{ status, expiringSoon, expiresAt }, counts, t, format] = await Promise.all([
    metaConnectionOf(user.id),
    getMetaAssetCounts(user.id),
    getTranslations("integrations"),
    getFormatter(),
  ]);
  const expiresOn = expiringSoon && expiresAt ? format.dateTime(expiresAt, { dateStyle: "long", timeStyle: "short" }) : null;
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <MetaConnectCard status={status} counts={counts} expiresOn={expiresOn} />
      <FeatureBlurbs />
    </div>
  );
}
