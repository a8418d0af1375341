"use client";

import { Eye, Pencil, Plus, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { PublishDialog } from "@/components/publish/publish-dialog";
import { Button } from "@/components/ui/button";
import { publishableOf } from "@/lib/campaigns/publishable";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { CampaignStateBadge } from "./campaign-state-badge";
import { DeleteCampaignDialog } from "./delete-campaign-dialog";
import { useCampaignAction } from "./use-campaign-action";

// spec 000 §2: the Created column is an en-US date, whatever the interface language.
const createdFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/Sao_Paulo" });

export function CampaignsTable({ campaigns, metaStatus }: { campaigns: CampaignSummary[]; metaStatus: MetaConnectionStatus }) {
  const t = useTranslations("campaigns");
  const tp = useTranslations("publishSaved");
  const { confirm } = useCampaignAction();

  if (!campaigns.length) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <p className="font-semibold">{t("page.empty")}</p>
        <Button asChild>
          <Link href="/campaign/new">
            <Plus aria-hidden />
            {t("page.create")}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[640px] text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3 font-medium">
              {t("page.columns.product")}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t("page.columns.headline")}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t("page.columns.status")}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t("page.columns.created")}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t("page.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => {
            const product = campaign.productName || campaign.name || t("untitled");
            // Row actions are labelled with the campaign's own name, which tells copies apart.
            const name = campaign.name || product;
            return (
              <tr key={campaign.id} className="border-t">
                <td className="max-w-56 truncate p-3 font-medium">{product}</td>
                <td className="max-w-72 truncate p-3 text-muted-foreground">{campaign.headline || t("page.noHeadline")}</td>
                <td className="p-3">
                  <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} />
                </td>
                <td className="whitespace-nowrap p-3">{createdFormat.format(new Date(campaign.createdAt))}</td>
                <td className="p-3">
                  <div className="flex justify-end gap-1">
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
                      <PublishDialog
                        campaign={publishableOf(campaign, name)}
                        metaStatus={metaStatus}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`${tp("menu")}: ${name}`}>
                            <Send aria-hidden />
                          </Button>
                        }
                      />
                    )}
                    <DeleteCampaignDialog
                      linked={Boolean(campaign.metaCampaignId)}
                      onConfirm={(atMeta) => confirm("delete", campaign.id, atMeta)}
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`${t("actions.delete")}: ${name}`}>
                          <Trash2 className="text-destructive" aria-hidden />
                        </Button>
                      }
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
