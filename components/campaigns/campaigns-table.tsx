"use client";

import { Eye, Pencil, Send, Trash2 } from "@/components/ui/icons";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useLazyDialogs } from "@/components/ui/use-lazy-dialogs";
import { Button } from "@/components/ui/button";
import { StackedTable } from "@/components/ui/stacked-table";
import { publishPathOf } from "@/lib/campaigns/publish-path";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import { NUMERIC_DATE } from "@/lib/format/metrics";
import { CampaignStateBadge } from "./campaign-state-badge";
import { DeleteCampaignDialog } from "./lazy-dialogs";
import { useCampaignAction } from "./use-campaign-action";

// spec 000 §2 Campaigns page: Product, Headline, Status, Created, Actions; a stack of cards on phones.
export function CampaignsTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  const productOf = (campaign: CampaignSummary) => campaign.productName || campaign.name || t("untitled");
  return (
    <StackedTable
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      columns={[
        { label: t("page.columns.product"), className: "font-medium md:max-w-56 md:truncate", cell: productOf },
        {
          label: t("page.columns.headline"),
          className: "text-muted-foreground md:max-w-72 md:truncate",
          cell: (campaign) => campaign.headline || t("page.noHeadline"),
        },
        {
          label: t("page.columns.status"),
          cell: (campaign) => (
            <span>
              <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} />
            </span>
          ),
        },
        {
          // Issue 34: what the campaign brought, in its own kind of result.
          label: t("page.columns.results"),
          className: "md:whitespace-nowrap",
          cell: (campaign) =>
            campaign.destination === "whatsapp"
              ? t("metrics.conversationsCount", { count: campaign.insight?.conversations ?? 0 })
              : t("metrics.linkClicksCount", { count: campaign.insight?.linkClicks ?? 0 }),
        },
        {
          label: t("page.columns.created"),
          className: "md:whitespace-nowrap",
          cell: (campaign) => format.dateTime(new Date(campaign.createdAt), NUMERIC_DATE),
        },
        {
          label: t("page.columns.actions"),
          headClassName: "text-right",
          // Row actions are labelled with the campaign's own name, which tells copies apart.
          cell: (campaign) => <RowActions campaign={campaign} name={campaign.name || productOf(campaign)} />,
        },
      ]}
    />
  );
}

function RowActions({ campaign, name }: { campaign: CampaignSummary; name: string }) {
  const t = useTranslations("campaigns");
  const tp = useTranslations("publishSaved");
  const { confirm } = useCampaignAction();
  const dialogs = useLazyDialogs<"delete">();
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      <Button asChild variant="ghost" size="icon" aria-label={`${t("actions.view")}: ${name}`}>
        <Link href={`/campaigns/${campaign.id}`}>
          <Eye aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon" aria-label={`${t("actions.edit")}: ${name}`}>
        <Link href={`/campaign/edit/${campaign.id}`}>
          <Pencil aria-hidden />
        </Link>
      </Button>
      {campaign.metaCampaignId ? null : (
        <Button asChild variant="ghost" size="icon" aria-label={`${tp("menu")}: ${name}`}>
          <Link href={publishPathOf(campaign.id)}>
            <Send aria-hidden />
          </Link>
        </Button>
      )}
      <Button variant="ghost" size="icon" aria-label={`${t("actions.delete")}: ${name}`} onClick={() => dialogs.show("delete")}>
        <Trash2 className="text-destructive" aria-hidden />
      </Button>
      {dialogs.isMounted("delete") ? (
        <DeleteCampaignDialog
          {...dialogs.props("delete")}
          linked={Boolean(campaign.metaCampaignId)}
          onConfirm={(atMeta) => confirm("delete", campaign.id, atMeta)}
        />
      ) : null}
    </div>
  );
}
