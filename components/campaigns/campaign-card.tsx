"use client";

import { Archive, ArchiveRestore, Copy, ExternalLink, MoreVertical, Pause, Pencil, Play, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { PublishDialog } from "@/components/publish/publish-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { publishableOf } from "@/lib/campaigns/publishable";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import { compact, money, NUMERIC_DATE, percent, roasFigure } from "@/lib/format/metrics";
import { adsManagerCampaignUrl, type MetaConnectionStatus } from "@/lib/meta/connection";
import { ArchiveCampaignDialog } from "./archive-campaign-dialog";
import { CampaignStateBadge } from "./campaign-state-badge";
import { CampaignThumbnail } from "./campaign-thumbnail";
import { DeleteCampaignDialog } from "./delete-campaign-dialog";
import { MetaReviewNotice } from "./meta-review-notice";
import { useCampaignAction } from "./use-campaign-action";

type Open = "delete" | "archive" | "publish" | null;

// spec 000 §2 Campaign card (dashboard).
export function CampaignCard({ campaign, metaStatus }: { campaign: CampaignSummary; metaStatus: MetaConnectionStatus }) {
  const t = useTranslations("campaigns");
  const tp = useTranslations("publishSaved");
  const format = useFormatter();
  const { run, confirm, pending } = useCampaignAction();
  const [open, setOpen] = useState<Open>(null);
  const name = campaign.name || t("untitled");
  const linked = Boolean(campaign.metaCampaignId);
  const insight = campaign.insight;
  // A campaign with no results yet shows them in its own ad account's currency.
  const currency = insight?.currency ?? campaign.currency;
  const dialog = (which: Exclude<Open, null>) => ({ open: open === which, onOpenChange: (next: boolean) => setOpen(next ? which : null) });

  return (
    <Card className="flex flex-col" aria-busy={pending}>
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <CampaignThumbnail src={campaign.imageUrl} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold" title={name}>
            {name}
          </h3>
          <p className="text-xs text-muted-foreground">{format.dateTime(new Date(campaign.createdAt), NUMERIC_DATE)}</p>
          <div className="mt-1">
            <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} />
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t("card.menu", { name })} disabled={pending}>
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link href={`/campaign/edit/${campaign.id}`}>
                <Pencil aria-hidden />
                {t("actions.edit")}
              </Link>
            </DropdownMenuItem>
            {linked ? null : (
              <DropdownMenuItem onSelect={() => setOpen("publish")}>
                <Send aria-hidden />
                {tp("menu")}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => run("duplicate", campaign.id)}>
              <Copy aria-hidden />
              {t("actions.duplicate")}
            </DropdownMenuItem>
            {linked ? (
              <>
                <DropdownMenuItem asChild>
                  <a href={adsManagerCampaignUrl(campaign.metaCampaignId!)} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden />
                    {t("actions.viewOnMeta")}
                  </a>
                </DropdownMenuItem>
                {campaign.status === "active" ? (
                  <DropdownMenuItem onSelect={() => run("pause", campaign.id)}>
                    <Pause aria-hidden />
                    {t("actions.pause")}
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem onSelect={() => run("activate", campaign.id)}>
                    <Play aria-hidden />
                    {t("actions.activate")}
                  </DropdownMenuItem>
                )}
              </>
            ) : null}
            {campaign.status === "archived" ? (
              <DropdownMenuItem onSelect={() => run("restore", campaign.id)}>
                <ArchiveRestore aria-hidden />
                {t("actions.restore")}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => (linked ? setOpen("archive") : run("archive", campaign.id))}>
                <Archive aria-hidden />
                {t("actions.archive")}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => setOpen("delete")}>
              <Trash2 aria-hidden />
              {t("actions.delete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <DeleteCampaignDialog {...dialog("delete")} linked={linked} onConfirm={(atMeta) => confirm("delete", campaign.id, atMeta)} />
        {linked ? <ArchiveCampaignDialog {...dialog("archive")} onConfirm={() => confirm("archive", campaign.id)} /> : null}
        {linked ? null : <PublishDialog {...dialog("publish")} campaign={publishableOf(campaign, name)} metaStatus={metaStatus} />}
      </CardHeader>
      <CardContent className="grid flex-1 gap-3">
        <MetaReviewNotice delivery={campaign.delivery} metaCampaignId={campaign.metaCampaignId} compact />
        <dl className="grid grid-cols-2 gap-2 text-center text-sm">
          <Metric label={t("metrics.spend")} value={money(format, insight?.spend ?? 0, currency)} />
          <Metric label={t("metrics.impressions")} value={compact(format, insight?.impressions ?? 0)} />
          <Metric label={t("metrics.clicks")} value={compact(format, insight?.clicks ?? 0)} />
          <Metric
            label={t("metrics.roas")}
            value={insight?.roas == null ? t("metrics.none") : t("metrics.roasValue", { value: roasFigure(format, insight.roas) })}
          />
        </dl>
        {insight && (insight.ctr !== 0 || insight.cpc !== 0) ? (
          <dl className="grid grid-cols-2 gap-2 text-center text-sm">
            <Metric label={t("metrics.ctr")} value={percent(format, insight.ctr)} />
            <Metric label={t("metrics.cpc")} value={money(format, insight.cpc, currency, { cents: true })} />
          </dl>
        ) : null}
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link href={`/campaign/view/${campaign.id}`}>{t("actions.view")}</Link>
        </Button>
        <Button asChild size="sm" className="flex-1">
          <Link href={`/campaign/edit/${campaign.id}`}>{t("actions.edit")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col-reverse rounded-md bg-muted/50 p-2">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words font-semibold">{value}</dd>
    </div>
  );
}
