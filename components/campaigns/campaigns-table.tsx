"use client";

import { Eye, Pencil, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useLazyDialogs } from "@/components/ui/use-lazy-dialogs";
import { Button } from "@/components/ui/button";
import { stackedTable } from "@/components/ui/stacked-table";
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
  const columns = {
    product: t("page.columns.product"),
    headline: t("page.columns.headline"),
    status: t("page.columns.status"),
    created: t("page.columns.created"),
    actions: t("page.columns.actions"),
  };
  return (
    <div className={stackedTable.frame}>
      <table className={stackedTable.table}>
        <thead className={stackedTable.head}>
          <tr>
            <th scope="col" className="p-3 font-medium">
              {columns.product}
            </th>
            <th scope="col" className="p-3 font-medium">
              {columns.headline}
            </th>
            <th scope="col" className="p-3 font-medium">
              {columns.status}
            </th>
            <th scope="col" className="p-3 font-medium">
              {columns.created}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className={stackedTable.body}>
          {campaigns.map((campaign) => {
            const product = campaign.productName || campaign.name || t("untitled");
            return (
              <tr key={campaign.id} className={stackedTable.row}>
                <td data-label={columns.product} className={`${stackedTable.cell} font-medium md:max-w-56 md:truncate`}>
                  {product}
                </td>
                <td data-label={columns.headline} className={`${stackedTable.cell} text-muted-foreground md:max-w-72 md:truncate`}>
                  {campaign.headline || t("page.noHeadline")}
                </td>
                <td data-label={columns.status} className={stackedTable.cell}>
                  <span>
                    <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} />
                  </span>
                </td>
                <td data-label={columns.created} className={`${stackedTable.cell} md:whitespace-nowrap`}>
                  {format.dateTime(new Date(campaign.createdAt), NUMERIC_DATE)}
                </td>
                <td data-label={columns.actions} className={stackedTable.cell}>
                  {/* Row actions are labelled with the campaign's own name, which tells copies apart. */}
                  <RowActions campaign={campaign} name={campaign.name || product} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
