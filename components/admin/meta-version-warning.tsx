import { AlertTriangle } from "@/components/ui/icons";
import { getFormatter, getTranslations } from "next-intl/server";
import { Banner } from "@/components/ui/banner";
import { settingValue } from "@/lib/settings/cache";
import { CURRENT_MARKETING_API_VERSION, versionStanding } from "@/lib/meta/versions";

// Issue 12: the admin sees, with the date, when the configured Marketing API version nears its expiry,
// has expired (Meta then refuses publishing and syncing) or is one this app's table does not know.
export async function MetaVersionWarning() {
  const version = settingValue("meta_graph_version");
  const standing = versionStanding(version);
  if (standing.state === "supported") return null;
  const [t, format] = await Promise.all([getTranslations("admin.metaVersion"), getFormatter()]);
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const values = { version, latest: CURRENT_MARKETING_API_VERSION };
  const text =
    standing.state === "expiring"
      ? t("expiring", { ...values, date: date(standing.expires), days: standing.daysLeft })
      : standing.state === "expired"
        ? standing.expires
          ? t("expired", { ...values, date: date(standing.expires) })
          : t("expiredLongAgo", values)
        : t("unknown", values);
  return (
    <Banner role="status" tone="warning" icon={AlertTriangle} layout="stacked" title={t("title")}>
      <p>{text}</p>
    </Banner>
  );
}
