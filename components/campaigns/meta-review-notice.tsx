import { AlertTriangle, ExternalLink } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { META_PAYMENT_SETTINGS_URL } from "@/lib/meta/account-standing";
import { adsManagerCampaignUrl } from "@/lib/meta/connection";
import type { MetaDelivery } from "@/lib/meta/sync";

/**
 * What Meta's review refused or flagged, in Meta's words, with the way to fix it in Ads Manager; or that
 * Meta holds the ads until the ad account can pay, with the way to its payment settings.
 */
export function MetaReviewNotice({
  delivery,
  metaCampaignId,
  compact = false,
}: {
  delivery: MetaDelivery | null;
  metaCampaignId: string | null;
  compact?: boolean;
}) {
  const t = useTranslations("campaigns.delivery");
  if (!delivery || !metaCampaignId) return null;
  const held = delivery.state === "billingHold";
  const flagged = held || delivery.rejectedAds > 0 || delivery.state === "withIssues";
  if (!flagged) return null;
  // Meta often gives the same words twice (issues_info and the review feedback): each is shown once.
  const distinct = delivery.reasons.filter((reason) => !delivery.reasons.some((other) => other !== reason && other.includes(reason)));
  const reasons = compact ? distinct.slice(0, 1) : distinct;
  return (
    <div role="status" className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
      <p className="flex items-start gap-1.5 font-medium text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {held ? t("billingHold") : delivery.rejectedAds > 0 ? t("rejected", { count: delivery.rejectedAds, total: delivery.ads }) : t("issues")}
      </p>
      {reasons.length ? (
        <ul className="grid gap-0.5 ps-5 text-muted-foreground">
          {reasons.map((reason) => (
            <li key={reason} className={compact ? "line-clamp-2" : undefined}>
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
      <a
        className="inline-flex items-center gap-1 ps-5 text-primary underline"
        href={held ? META_PAYMENT_SETTINGS_URL : adsManagerCampaignUrl(metaCampaignId)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {held ? t("openPaymentSettings") : t("fixInAdsManager")}
        <ExternalLink className="size-3" aria-hidden />
      </a>
    </div>
  );
}
