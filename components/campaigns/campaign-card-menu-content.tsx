"use client";

import { Archive, ArchiveRestore, Copy, ExternalLink, Pause, Pencil, Play, Send, Trash2 } from "@/components/ui/icons";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactElement } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useFirstItemFocus } from "@/components/ui/lazy-popup";
import { useLazyDialogs } from "@/components/ui/use-lazy-dialogs";
import { publishPathOf } from "@/lib/campaigns/publish-path";
import type { CampaignStatusValue } from "@/lib/campaigns/schemas";
import { adsManagerCampaignUrl } from "@/lib/meta/connection";
import { ArchiveCampaignDialog, DeleteCampaignDialog } from "./lazy-dialogs";
import { useCampaignAction } from "./use-campaign-action";

export type CardMenuCampaign = { id: string; status: CampaignStatusValue; metaCampaignId: string | null };

type DialogName = "delete" | "archive";

/** The card's Radix menu with its actions and dialogs, loaded by CampaignCardMenu and mounted open. */
export function CampaignCardMenuContent({
  campaign,
  trigger,
  openedByKeyboard,
}: {
  campaign: CardMenuCampaign;
  trigger: ReactElement;
  openedByKeyboard: boolean;
}) {
  const t = useTranslations("campaigns");
  const tp = useTranslations("publishSaved");
  const { run, confirm, pending } = useCampaignAction();
  const dialogs = useLazyDialogs<DialogName>();
  const focusFirstItem = useFirstItemFocus(openedByKeyboard);
  const linked = Boolean(campaign.metaCampaignId);

  return (
    <div aria-busy={pending}>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild disabled={pending}>
          {trigger}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onFocus={focusFirstItem}>
          <DropdownMenuItem asChild>
            <Link href={`/campaign/edit/${campaign.id}`}>
              <Pencil aria-hidden />
              {t("actions.edit")}
            </Link>
          </DropdownMenuItem>
          {linked ? null : (
            <DropdownMenuItem asChild>
              <Link href={publishPathOf(campaign.id)}>
                <Send aria-hidden />
                {tp("menu")}
              </Link>
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
            <DropdownMenuItem onSelect={() => (linked ? dialogs.show("archive") : run("archive", campaign.id))}>
              <Archive aria-hidden />
              {t("actions.archive")}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => dialogs.show("delete")}>
            <Trash2 aria-hidden />
            {t("actions.delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogs.isMounted("delete") ? (
        <DeleteCampaignDialog {...dialogs.props("delete")} linked={linked} onConfirm={(atMeta) => confirm("delete", campaign.id, atMeta)} />
      ) : null}
      {linked && dialogs.isMounted("archive") ? (
        <ArchiveCampaignDialog {...dialogs.props("archive")} onConfirm={() => confirm("archive", campaign.id)} />
      ) : null}
    </div>
  );
}
