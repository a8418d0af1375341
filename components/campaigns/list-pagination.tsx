import { useFormatter, useTranslations } from "next-intl";
import { Pagination } from "@/components/ui/pagination";
import { campaignListHref, pageWindow, type CampaignListPath, type CampaignListQuery } from "@/lib/campaigns/list-query";

type Props = { path: CampaignListPath; query: CampaignListQuery; page: number; pageCount: number };

/** The campaign lists' pages, keeping the search and status; numbered on wider screens. */
export function CampaignListPagination({ path, query, page, pageCount }: Props) {
  const t = useTranslations("campaigns.list.pagination");
  const format = useFormatter();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={(target) => campaignListHref(path, { ...query, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pageCount }) }}
      numbers={{ pages: pageWindow(page, pageCount), name: (target) => t("page", { page: target }), text: (target) => format.number(target) }}
    />
  );
}
