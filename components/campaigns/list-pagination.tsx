import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { campaignListHref, pageWindow, type CampaignListPath, type CampaignListQuery } from "@/lib/campaigns/list-query";

type Props = { path: CampaignListPath; query: CampaignListQuery; page: number; pageCount: number };

/** Previous, numbered and next links that keep the search and status; plain links, so they work before hydration. */
export function CampaignListPagination({ path, query, page, pageCount }: Props) {
  const t = useTranslations("campaigns.list.pagination");
  const format = useFormatter();
  if (pageCount <= 1) return null;
  const href = (target: number) => campaignListHref(path, { ...query, page: target });
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)}>
            <ChevronLeft aria-hidden />
            {t("previous")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {/* Phones get the position in words; wider screens the page numbers. */}
      <p className="text-sm text-muted-foreground sm:hidden">{t("status", { page, pageCount })}</p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={target}>
              <Button asChild variant={target === page ? "default" : "ghost"} size="sm" className="min-w-9 px-2">
                <Link href={href(target)} aria-label={t("page", { page: target })} aria-current={target === page ? "page" : undefined}>
                  {format.number(target)}
                </Link>
              </Button>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)}>
            {t("next")}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
