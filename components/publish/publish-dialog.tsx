"use client";

import { Loader2, Send } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState, type ReactNode } from "react";
import { PublishProgress } from "@/components/wizard/publish-progress";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PublishableCampaign } from "@/lib/campaigns/publishable";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { MetaAssetPicker, type AssetChoice } from "./meta-asset-picker";
import { PublishErrorBox } from "./publish-error-box";
import { PublishFollowStopped } from "./publish-follow-stopped";
import { usePublishRun } from "./use-publish-run";

/**
 * 000 §2 Campaign view: "A button publishes to the ads platform, or sends the user to /settings to
 * connect." The same publish run, job, checks and progress as the wizard; on the card, list, view and
 * edit pages alike.
 */
export function PublishDialog({
  campaign,
  metaStatus,
  trigger,
  open,
  onOpenChange,
}: {
  campaign: PublishableCampaign;
  metaStatus: MetaConnectionStatus;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useTranslations("publishSaved");
  const router = useRouter();
  const run = usePublishRun();
  const [choice, setChoice] = useState<AssetChoice | null>(null);
  const [activate, setActivate] = useState(false);
  const [busy, setBusy] = useState(false);
  const choose = useCallback((next: AssetChoice | null) => setChoice(next), []);

  async function exclusively(work: () => Promise<boolean>) {
    if (busy) return;
    setBusy(true);
    try {
      if (await work()) {
        onOpenChange?.(false);
        router.refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  const publish = () => choice && exclusively(async () => (await run.checkReady()) && run.publish({ campaignId: campaign.id, ...choice, activate }));
  const checkAgain = () => exclusively(() => run.checkAgain(campaign.id));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange?.(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={t("close")}>
        <DialogTitle>{t("title", { name: campaign.name })}</DialogTitle>
        {metaStatus === "connected" ? (
          <>
            <DialogDescription>{t("description")}</DialogDescription>
            <MetaAssetPicker
              initial={{
                adAccountId: campaign.metaAdAccountId,
                pageId: campaign.metaPageId,
                instagramAccountId: campaign.metaInstagramId,
                pixelId: campaign.metaPixelId,
              }}
              onChange={choose}
            />
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={activate} onChange={(event) => setActivate(event.target.checked)} />
              {t("activate")}
            </label>
            {run.progress ? <PublishProgress run={run.progress} /> : null}
            {run.stopped && !run.progress ? <PublishFollowStopped stopped={run.stopped} onCheckAgain={() => void checkAgain()} /> : null}
            {run.error ? <PublishErrorBox error={run.error} /> : null}
            {run.error?.kind === "budgetTooLow" ? (
              <Button asChild variant="outline" className="justify-self-start">
                <Link href={`/campaign/edit/${campaign.id}`}>{t("editBudget")}</Link>
              </Button>
            ) : null}
            <Button onClick={() => void publish()} disabled={!choice || busy} className="justify-self-end">
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {busy ? t("publishing") : t("publish")}
            </Button>
            {!choice ? <p className="text-right text-xs text-muted-foreground">{t("chooseAssets")}</p> : null}
          </>
        ) : (
          <>
            <DialogDescription>{t(metaStatus === "expired" ? "expired" : "notConnected")}</DialogDescription>
            <Button asChild className="justify-self-end">
              <Link href="/settings">{t("connect")}</Link>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
