import { Plus } from "@/components/ui/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CampaignsTable } from "@/components/campaigns/campaigns-table";
import { CampaignListFilters } from "@/components/campaigns/list-filters";
import { CampaignListPagination } from "@/components/campaigns/list-pagination";
import { NoticeToast } from "@/components/layout/notice-toast";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { campaignListQuerySchema, isFiltered } from "@/lib/campaigns/list-query";
import { countCampaigns, listCampaignPage } from "@/lib/campaigns/listing";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns.page"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// spec 000 §2 Campaigns page: one page of the table at a time, searched and filtered in SQL (?q=&status=&page=).
export default async function CampaignsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const params = await searchParams;
  const query = campaignListQuerySchema.parse(params);
  const filtered = isFiltered(query);
  const counts = countCampaigns(user.id);
  const [list, { total }, t, tList] = await Promise.all([
    listCampaignPage(user.id, query, { counts }),
    counts,
    getTranslations("campaigns.page"),
    getTranslations("campaigns.list"),
  ]);
  const notice = typeof params.notice === "string" ? params.notice : undefined;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
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
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("total", { count: total })}
          {filtered ? <span className="block">{tList("found", { count: list.found })}</span> : null}
        </p>
        <div className="min-w-0 md:w-full md:max-w-xl">
          <CampaignListFilters path="/campaigns" query={query} />
        </div>
      </div>
      {list.campaigns.length ? (
        <CampaignsTable campaigns={list.campaigns} />
      ) : filtered ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{tList("noMatch")}</p>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <p className="font-semibold">{t("empty")}</p>
          <Button asChild>
            <Link href="/campaign/new">
              <Plus aria-hidden />
              {t("create")}
            </Link>
          </Button>
        </div>
      )}
      <CampaignListPagination path="/campaigns" query={query} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
