import { getTranslations } from "next-intl/server";
import { Pagination } from "@/components/ui/pagination";

function pageHref(q: string, page: number) {
  const params = new URLSearchParams({ tab: "users" });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin?${params.toString()}`;
}

/** Previous and next links for the users table, keeping the search. */
export async function UsersPagination({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("admin.users.pagination");
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={(target) => pageHref(q, target)}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pageCount }) }}
    />
  );
}
