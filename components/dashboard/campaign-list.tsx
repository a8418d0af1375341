import { Plus } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CampaignCard } from "@/components/campaigns/campaign-card";
import { CampaignListFilters } from "@/components/campaigns/list-filters";
import { CampaignListPagination } from "@/components/campaigns/list-pagination";
import { Button } from "@/components/ui/button";
import { isFiltered, type CampaignListQuery } from "@/lib/campaigns/list-query";
import type { CampaignPage } from "@/lib/campaigns/listing";
import { RefreshButton } from "./refresh-button";

type Props = { list: CampaignPage; query: CampaignListQuery; hasLinked: boolean; canCreate: boolean };

// spec 000 §2 Dashboard: 'Your Campaigns' with search, count, 'Refresh data', Filter and empty states. The
// server reads one page of cards (the newest first); the rest are a page link away.
export async function CampaignList({ list, query, hasLinked, canCreate }: Props) {
  const [t, tList] = await Promise.all([getTranslations("dashboard.list"), getTranslations("campaigns.list")]);
  const filtered = isFiltered(query);
  return (
    <section aria-labelledby="campaigns-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="campaigns-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {tList("found", { count: list.found })}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
          <CampaignListFilters path="/dashboard" query={query} />
          <RefreshButton hasLinked={hasLinked} />
        </div>
      </div>
      {list.campaigns.length ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.campaigns.map((campaign) => (
            <li key={campaign.id} className="min-w-0">
              <CampaignCard campaign={campaign} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <h3 className="font-semibold">{t("emptyTitle")}</h3>
          <p className="text-sm text-muted-foreground">{filtered ? tList("noMatch") : t("emptyDescription")}</p>
          {!filtered && canCreate ? (
            <Button asChild>
              <Link href="/campaign/new">
                <Plus aria-hidden />
                {t("createFirst")}
              </Link>
            </Button>
          ) : null}
        </div>
      )}
      <CampaignListPagination path="/dashboard" query={query} page={list.page} pageCount={list.pageCount} />
    </section>
  );
}
