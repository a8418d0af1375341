import { ShieldAlert } from "@/components/ui/icons";
import { getFormatter, getTranslations } from "next-intl/server";
import { Banner } from "@/components/ui/banner";
import { FactCard, FactList } from "@/components/ui/facts";
import { lastWebhookAt, WEBHOOK_FIELDS, webhookCallbackUrl, webhookVerifyToken } from "@/lib/meta/webhooks";

// Issue 33: what the admin enters in the Meta app's Webhooks settings (decision 029), and whether events
// arrive. Rendered for admins only (the settings tab checks the role).
export async function MetaWebhooksCard() {
  const [t, format, last] = await Promise.all([getTranslations("admin.webhooks"), getFormatter(), lastWebhookAt()]);
  const callbackUrl = webhookCallbackUrl();
  const code = (value: string) => <code className="break-all rounded bg-muted px-1 py-0.5 font-mono text-xs">{value}</code>;
  return (
    <FactCard title={t("title")}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        {callbackUrl.startsWith("https://") ? null : (
          <Banner role="note" tone="warning" icon={ShieldAlert}>
            <p>{t("httpsRequired")}</p>
          </Banner>
        )}
        <FactList
          items={[
            { label: t("callbackUrl"), value: code(callbackUrl) },
            { label: t("verifyToken"), value: code(webhookVerifyToken()) },
            { label: t("fields"), value: code(WEBHOOK_FIELDS.join(",")) },
            { label: t("lastEvent"), value: last ? format.dateTime(last, { dateStyle: "medium", timeStyle: "short" }) : t("never") },
          ]}
        />
      </div>
    </FactCard>
  );
}
