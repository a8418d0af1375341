"use client";

import { Filter, Loader2, Plus, RefreshCw, Search } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState, useTransition } from "react";
import { CampaignCard } from "@/components/campaigns/campaign-card";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/ui/call-action";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { refreshInsightsAction } from "@/lib/campaigns/actions";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { CAMPAIGN_STATUSES, type CampaignStatusValue } from "@/lib/campaigns/schemas";
import { filterCampaigns } from "./filter-campaigns";

// A seller with a thousand campaigns gets the newest first, a page at a time: rendering every card at
// once made the dashboard slow to serve and to use.
const PAGE_SIZE = 24;

// spec 000 §2 Dashboard: 'Your Campaigns' with search, count, 'Refresh data', Filter and empty states.
export function CampaignList({ campaigns, canCreate, metaStatus }: { campaigns: CampaignSummary[]; canCreate: boolean; metaStatus: MetaConnectionStatus }) {
  const t = useTranslations("dashboard.list");
  const tStatus = useTranslations("campaigns.status");
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<CampaignStatusValue | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [refreshing, startRefresh] = useTransition();
  const visible = useMemo(() => filterCampaigns(campaigns, query, status), [campaigns, query, status]);
  const hasLinked = campaigns.some((campaign) => campaign.metaCampaignId);

  // Insights are read after the list loads (only stale ones), and again on 'Refresh data'.
  useEffect(() => {
    if (hasLinked) void callAction(refreshInsightsAction, { onlyStale: true });
  }, [hasLinked]);

  function chooseStatus(value: CampaignStatusValue | null) {
    setStatus(value);
    setShown(PAGE_SIZE);
  }

  function refresh() {
    startRefresh(async () => {
      if (hasLinked) await callAction(refreshInsightsAction, { onlyStale: false });
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="campaigns-title" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="campaigns-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("count", { count: visible.length })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative min-w-full flex-1 sm:w-64 sm:min-w-0 sm:flex-none">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setShown(PAGE_SIZE);
              }}
              placeholder={t("searchPlaceholder")}
              aria-label={t("searchPlaceholder")}
              className="pl-9"
            />
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" aria-label={status ? t("filterActive", { status: tStatus(status) }) : t("filter")}>
                <Filter aria-hidden />
                {status ? tStatus(status) : t("filter")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t("filterLabel")}</DropdownMenuLabel>
              <DropdownMenuItem onSelect={() => chooseStatus(null)}>{t("allStatuses")}</DropdownMenuItem>
              <DropdownMenuSeparator />
              {CAMPAIGN_STATUSES.map((value) => (
                <DropdownMenuItem key={value} onSelect={() => chooseStatus(value)}>
                  {tStatus(value)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button variant="outline" onClick={refresh} disabled={refreshing}>
            {refreshing ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            {t("refresh")}
          </Button>
        </div>
      </div>
      {visible.length ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.slice(0, shown).map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} metaStatus={metaStatus} />
              </li>
            ))}
          </ul>
          {visible.length > shown ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setShown((count) => count + PAGE_SIZE)}>
              {t("showMore", { count: Math.min(PAGE_SIZE, visible.length - shown), remaining: visible.length - shown })}
            </Button>
          ) : null}
        </>
      ) : (
        <EmptyState filtered={campaigns.length > 0 || query !== ""} canCreate={canCreate} />
      )}
    </section>
  );
}

function EmptyState({ filtered, canCreate }: { filtered: boolean; canCreate: boolean }) {
  const t = useTranslations("dashboard.list");
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <h3 className="font-semibold">{t("emptyTitle")}</h3>
      <p className="text-sm text-muted-foreground">{filtered ? t("noMatch") : t("emptyDescription")}</p>
      {!filtered && canCreate ? (
        <Button asChild>
          <Link href="/campaign/new">
            <Plus aria-hidden />
            {t("createFirst")}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
