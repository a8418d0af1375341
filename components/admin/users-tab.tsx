import { Search } from "@/components/ui/icons";
import Form from "next/form";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { StackedTable } from "@/components/ui/stacked-table";
import { listUsers, type AdminUsersPage } from "@/lib/admin/users";
import type { UsersQuery } from "@/lib/admin/users-schemas";
import { isUnlimited } from "@/lib/plans/constants";
import { CreateUserDialog } from "./create-user-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { DisableUserDialog } from "./disable-user-dialog";
import { LoadError } from "./load-error";
import { UserPlanForm } from "./user-plan-form";
import { UsersPagination } from "./users-pagination";
import { requestLogger } from "@/lib/log/request";

// spec 000 §2 Usuários: every profile, newest first, with its plan and limit editable per user, and a
// way to delete the account (LGPD; not the admin's own, which goes through their profile).
export async function UsersTab({ query, adminId }: { query: UsersQuery; adminId: string }) {
  let result: AdminUsersPage;
  try {
    result = await listUsers(query);
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[admin] users failed to load");
    return <LoadError />;
  }
  const [t, tPlans, format] = await Promise.all([getTranslations("admin.users"), getTranslations("plans.names"), getFormatter()]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });

  return (
    <section className="grid gap-4" aria-labelledby="admin-users-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-users-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("total", { count: result.total })}</p>
          <p className="text-sm text-muted-foreground">{t("limitRule")}</p>
        </div>
        <CreateUserDialog />
      </div>
      <Form action="/admin" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value="users" />
        <Input type="search" name="q" defaultValue={result.q} placeholder={t("searchPlaceholder")} aria-label={t("searchLabel")} className="sm:max-w-sm" />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {t("search")}
        </Button>
      </Form>
      {result.users.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{result.q ? t("noMatches", { q: result.q }) : t("empty")}</p>
      ) : (
        <StackedTable
          className="md:min-w-[1200px]"
          rows={result.users}
          rowKey={(user) => user.userId}
          columns={[
            { label: t("columns.name"), className: "md:max-w-48 md:truncate font-medium", cell: (user) => user.fullName || t("noName") },
            { label: t("columns.email"), className: "md:max-w-56 md:truncate", cell: (user) => user.email },
            { label: t("columns.plan"), cell: (user) => <Badge variant="secondary">{tPlans(user.planType)}</Badge> },
            { label: t("columns.limit"), cell: (user) => (isUnlimited(user.campaignLimit) ? t("unlimited") : user.campaignLimit) },
            { label: t("columns.expires"), className: "md:whitespace-nowrap", cell: (user) => (user.planExpiresAt ? date(user.planExpiresAt) : t("noExpiry")) },
            { label: t("columns.created"), className: "md:whitespace-nowrap", cell: (user) => date(user.createdAt) },
            {
              label: t("columns.change"),
              cell: (user) => (
                <UserPlanForm
                  key={`${user.planType}:${user.campaignLimit}`}
                  userId={user.userId}
                  email={user.email}
                  planType={user.planType}
                  campaignLimit={user.campaignLimit}
                />
              ),
            },
            {
              label: t("columns.access"),
              cell: (user) => (
                <div className="grid justify-items-start gap-2">
                  <Badge variant={user.disabled ? "destructive" : "outline"}>{user.disabled ? t("status.disabled") : t("status.active")}</Badge>
                  {user.userId === adminId ? null : <DisableUserDialog userId={user.userId} email={user.email} disabled={user.disabled} />}
                </div>
              ),
            },
            {
              label: t("columns.delete"),
              cell: (user) => (user.userId === adminId ? null : <DeleteUserDialog userId={user.userId} email={user.email} isAdmin={user.isAdmin} />),
            },
          ]}
        />
      )}
      <UsersPagination q={result.q} page={result.page} pageCount={result.pageCount} />
    </section>
  );
}
