import { ArrowRight } from "@/components/ui/icons";
import { getFormatter, getTranslations } from "next-intl/server";
import { StackedTable } from "@/components/ui/stacked-table";
import { ACCOUNT_OWNER, DELETED_ACCOUNT, latestAdminChanges } from "@/lib/admin/audit";
import { auditChanges, type AuditValue } from "./audit-format";
import { LoadError } from "./load-error";
import { requestLogger } from "@/lib/log/request";

export const AUDIT_LOG_SIZE = 50;

type Entry = Awaited<ReturnType<typeof latestAdminChanges>>[number];

// Beyond the spec (issue 6): who changed which setting, plan or limit, from what to what, and when.
export async function AuditLog() {
  let entries: Entry[];
  try {
    entries = await latestAdminChanges(AUDIT_LOG_SIZE);
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[admin] audit log failed to load");
    return <LoadError />;
  }
  const [t, tPlans, format] = await Promise.all([getTranslations("admin.audit"), getTranslations("plans.names"), getFormatter()]);

  const show = (value: AuditValue) => {
    switch (value.kind) {
      case "none":
        return t("none");
      case "hidden":
        return t("hidden");
      case "plan":
        return tPlans(value.plan);
      case "limit":
        return value.unlimited ? t("unlimited") : String(value.limit);
      case "text":
        return value.text;
    }
  };
  const fieldName = (field: string) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field);
  const actionName = (action: string) => (t.has(`actions.${action}`) ? t(`actions.${action}`) : action);

  return (
    <section className="grid gap-4" aria-labelledby="admin-audit-title">
      <div>
        <h2 id="admin-audit-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("subtitle", { count: AUDIT_LOG_SIZE })}</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <StackedTable
          className="md:min-w-[720px]"
          rows={entries}
          rowKey={(entry) => entry.id}
          columns={[
            {
              label: t("columns.when"),
              className: "md:whitespace-nowrap",
              cell: (entry) => (
                <time dateTime={entry.createdAt.toISOString()}>{format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
              ),
            },
            {
              label: t("columns.who"),
              className: "md:max-w-56 md:truncate",
              cell: (entry) => (entry.actorId === null && entry.actorEmail === ACCOUNT_OWNER.email ? t("accountOwner") : entry.actorEmail),
            },
            { label: t("columns.what"), cell: (entry) => actionName(entry.action) },
            {
              label: t("columns.target"),
              className: "md:max-w-56 md:truncate",
              cell: (entry) => (entry.target === DELETED_ACCOUNT ? t("deletedAccount") : entry.target),
            },
            {
              label: t("columns.change"),
              cell: (entry) => (
                <ul className="grid gap-1">
                  {auditChanges(entry.before, entry.after).map((change) => (
                    <li key={change.field} className="flex flex-wrap items-center gap-1">
                      <span className="text-muted-foreground">{fieldName(change.field)}:</span>
                      {change.from.kind === "none" ? null : (
                        <>
                          <span>{show(change.from)}</span>
                          <ArrowRight className="size-3" aria-hidden />
                          <span className="sr-only">{t("to")}</span>
                        </>
                      )}
                      <span className="font-medium">{show(change.to)}</span>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
