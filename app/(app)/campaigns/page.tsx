import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CampaignsTable } from "@/components/campaigns/campaigns-table";
import { NoticeToast } from "@/components/layout/notice-toast";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { listCampaigns } from "@/lib/campaigns/queries";
import { getMetaConnectionStatus } from "@/lib/meta/status";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns.page"))("title") };
}

// spec 000 §2 Campaigns page.
export default async function CampaignsPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const user = await requireUser();
  const [campaigns, t, { notice }, metaStatus] = await Promise.all([
    listCampaigns(user.id),
    getTranslations("campaigns.page"),
    searchParams,
    getMetaConnectionStatus(user.id),
  ]);
  return (
    <div className="grid gap-6">
      <NoticeToast notice={notice} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild>
          <Link href="/campaign/new">
            <Plus aria-hidden />
            {t("new")}
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t("total", { count: campaigns.length })}</p>
      <CampaignsTable campaigns={campaigns} metaStatus={metaStatus} />
    </div>
  );
}
