import { Filter, Search } from "@/components/ui/icons";
import Form from "next/form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { CampaignListPath, CampaignListQuery } from "@/lib/campaigns/list-query";
import { CAMPAIGN_STATUSES } from "@/lib/campaigns/schemas";

/**
 * The lists' search by product name and status filter (spec 000 §2, §5): a GET form, so it works before
 * hydration too and the address says what is shown. A new search starts again from page 1.
 */
export function CampaignListFilters({ path, query }: { path: CampaignListPath; query: CampaignListQuery }) {
  const t = useTranslations("campaigns.list");
  const tStatus = useTranslations("campaigns.status");
  const id = path.slice(1);
  return (
    // Keyed by the query, so the fields show it again after a navigation (they are uncontrolled).
    <Form key={`${query.q}|${query.status}`} action={path} role="search" className="flex min-w-0 flex-1 flex-wrap gap-2 sm:flex-nowrap">
      <div className="relative min-w-0 basis-full sm:min-w-48 sm:flex-1 sm:basis-0">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("search")}
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={`${id}-q`} type="search" name="q" defaultValue={query.q} placeholder={t("search")} maxLength={200} className="pl-9" />
      </div>
      <label htmlFor={`${id}-status`} className="sr-only">
        {t("status")}
      </label>
      <Select id={`${id}-status`} name="status" defaultValue={query.status ?? ""} className="flex-1 sm:w-44 sm:flex-none">
        <option value="">{t("allStatuses")}</option>
        {CAMPAIGN_STATUSES.map((status) => (
          <option key={status} value={status}>
            {tStatus(status)}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline">
        <Filter aria-hidden />
        {t("filter")}
      </Button>
    </Form>
  );
}
