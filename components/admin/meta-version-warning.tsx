import { AlertTriangle } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
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
    <div role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t("title")}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
