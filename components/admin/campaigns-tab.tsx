import { stackedTable } from "@/components/ui/stacked-table";
import { getFormatter, getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/campaigns/status-badge";
import { listLatestCampaigns, type AdminCampaignRow } from "@/lib/admin/campaigns";
import { LoadError } from "./load-error";
import { requestLogger } from "@/lib/log/request";

// spec 000 §2 Campanhas: the latest campaigns across users, with their owners' names.
export async function CampaignsTab() {
  let campaigns: AdminCampaignRow[];
  try {
    campaigns = await listLatestCampaigns();
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[admin] campaigns failed to load");
    return <LoadError />;
  }
  const [t, tCampaigns, format] = await Promise.all([getTranslations("admin.campaigns"), getTranslations("campaigns"), getFormatter()]);

  return (
    <section className="grid gap-4" aria-labelledby="admin-campaigns-title">
      <div>
        <h2 id="admin-campaigns-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("subtitle", { count: campaigns.length })}</p>
      </div>
      {campaigns.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className={stackedTable.frame}>
          <table className={`${stackedTable.table} md:min-w-[560px]`}>
            <thead className={stackedTable.head}>
              <tr>
                <th scope="col" className="p-3 font-medium">
                  {t("columns.product")}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t("columns.owner")}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t("columns.status")}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t("columns.created")}
                </th>
              </tr>
            </thead>
            <tbody className={stackedTable.body}>
              {campaigns.map((campaign) => (
                <tr key={campaign.id} className={stackedTable.row}>
                  <td data-label={t("columns.product")} className={`${stackedTable.cell} md:max-w-64 md:truncate font-medium`}>
                    {campaign.productName || tCampaigns("untitled")}
                  </td>
                  <td data-label={t("columns.owner")} className={`${stackedTable.cell} md:max-w-56 md:truncate `}>
                    {campaign.ownerName ?? t("anonymousOwner")}
                  </td>
                  <td data-label={t("columns.status")} className={stackedTable.cell}>
                    <StatusBadge status={campaign.status} />
                  </td>
                  <td data-label={t("columns.created")} className={`${stackedTable.cell} md:whitespace-nowrap`}>
                    {format.dateTime(new Date(campaign.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
