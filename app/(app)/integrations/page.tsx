import { ArrowLeft } from "@/components/ui/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { FeatureBlurbs } from "@/components/integrations/feature-blurbs";
import { MetaConnectCard } from "@/components/integrations/meta-connect-card";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { metaConnectionOf } from "@/lib/meta/connect";
import { returnPathOf } from "@/lib/meta/return-to";
import { getMetaAssetCounts } from "@/lib/meta/status";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("integrations"))("title") };
}

// spec 000 §2 Integrations page.
export default async function IntegrationsPage({ searchParams }: { searchParams: Promise<{ return?: string | string[] }> }) {
  const user = await requireUser();
  // Issue 31: the campaign page the seller came from, returned to once connected.
  const returnTo = returnPathOf((await searchParams).return);
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
      {returnTo && status === "connected" ? (
        <Button asChild className="justify-self-start">
          <Link href={returnTo}>
            <ArrowLeft aria-hidden />
            {t("backToCampaign")}
          </Link>
        </Button>
      ) : null}
      <MetaConnectCard status={status} counts={counts} expiresOn={expiresOn} returnTo={returnTo} />
      <FeatureBlurbs />
    </div>
  );
}
