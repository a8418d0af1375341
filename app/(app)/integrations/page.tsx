import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeatureBlurbs } from "@/components/integrations/feature-blurbs";
import { MetaConnectCard } from "@/components/integrations/meta-connect-card";
import { requireUser } from "@/lib/auth/guards";
import { getMetaConnectionStatus } from "@/lib/meta/status";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("integrations"))("title") };
}

// spec 000 §2 Integrations page.
export default async function IntegrationsPage() {
  const user = await requireUser();
  const [status, t] = await Promise.all([getMetaConnectionStatus(user.id), getTranslations("integrations")]);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <MetaConnectCard status={status} />
      <FeatureBlurbs />
    </div>
  );
}
