import { ExternalLink, Repeat } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Banner } from "@/components/ui/banner";
import type { CampaignFatigue } from "@/lib/campaigns/fatigue";
import { adsManagerCampaignUrl } from "@/lib/meta/connection";

/** Meta's word that the campaign's creative is tiring its audience (Ads webhooks' creative_fatigue), with where to add a new one. */
export function FatigueNotice({ fatigue, metaCampaignId }: { fatigue: CampaignFatigue | null; metaCampaignId: string | null }) {
  const t = useTranslations("campaigns.fatigue");
  if (!fatigue || !metaCampaignId) return null;
  return (
    <Banner
      tone={fatigue.level === "HIGH" ? "warning" : "info"}
      icon={Repeat}
      role="status"
      title={t(fatigue.level === "HIGH" ? "high" : "medium", { ads: fatigue.ads })}
      actions={
        <a
          className="inline-flex shrink-0 items-center gap-1 font-medium underline"
          href={adsManagerCampaignUrl(metaCampaignId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("addCreative")}
          <ExternalLink className="size-3" aria-hidden />
        </a>
      }
    >
      <p>{t("why")}</p>
      {fatigue.message ? <p className="mt-1 [overflow-wrap:anywhere]">{t("metaSays", { message: fatigue.message })}</p> : null}
    </Banner>
  );
}
