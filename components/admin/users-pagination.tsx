import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

function pageHref(q: string, page: number) {
  const params = new URLSearchParams({ tab: "users" });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin?${params.toString()}`;
}

/** Previous and next links for the users table; plain links, so they work before hydration too. */
export async function UsersPagination({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("admin.users.pagination");
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={pageHref(q, page - 1)}>
            <ChevronLeft aria-hidden />
            {t("previous")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{t("status", { page, pageCount })}</p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={pageHref(q, page + 1)}>
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
