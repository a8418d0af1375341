import { getFormatter, getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/campaigns/status-badge";
import { StackedTable } from "@/components/ui/stacked-table";
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
        <StackedTable
          className="md:min-w-[560px]"
          rows={campaigns}
          rowKey={(campaign) => campaign.id}
          columns={[
            {
              label: t("columns.product"),
              className: "md:max-w-64 md:truncate font-medium",
              cell: (campaign) => campaign.productName || tCampaigns("untitled"),
            },
            { label: t("columns.owner"), className: "md:max-w-56 md:truncate", cell: (campaign) => campaign.ownerName ?? t("anonymousOwner") },
            { label: t("columns.status"), cell: (campaign) => <StatusBadge status={campaign.status} /> },
            {
              label: t("columns.created"),
              className: "md:whitespace-nowrap",
              cell: (campaign) => format.dateTime(new Date(campaign.createdAt), { dateStyle: "medium", timeStyle: "short" }),
            },
          ]}
        />
      )}
    </section>
  );
}
