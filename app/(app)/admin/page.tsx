import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { adminTabOf } from "@/components/admin/admin-tab-names";
import { AuditLog } from "@/components/admin/audit-log";
import { CampaignsTab } from "@/components/admin/campaigns-tab";
import { MetaVersionWarning } from "@/components/admin/meta-version-warning";
import { SettingsTab } from "@/components/admin/settings-tab";
import { UsersTab } from "@/components/admin/users-tab";
import { PageHeader } from "@/components/layout/page-header";
import { usersQuerySchema } from "@/lib/admin/users-schemas";
import { requireAdmin } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell.titles"))("admin") };
}

function Loading({ label }: { label: string }) {
  return (
    <p className="p-6 text-sm text-muted-foreground" role="status">
      {label}
    </p>
  );
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// spec 000 §2 Admin dashboard: Configurações, Usuários and Campanhas, plus the audit log of admin changes.
export default async function AdminPage({ searchParams }: { searchParams: SearchParams }) {
  // The layout checks too; the page does not rely on it (layouts are not re-run on every navigation).
  const admin = await requireAdmin();
  const [params, t, tCommon] = await Promise.all([searchParams, getTranslations("admin"), getTranslations("common")]);
  const tab = adminTabOf(params.tab);
  const usersQuery = usersQuerySchema.parse(params);
  const loading = <Loading label={tCommon("loading")} />;

  return (
    <div className="grid gap-10">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <MetaVersionWarning />
      <AdminTabs
        initialTab={tab}
        panels={{
          settings: (
            <Suspense fallback={loading}>
              <SettingsTab />
            </Suspense>
          ),
          users: (
            <Suspense fallback={loading}>
              <UsersTab query={usersQuery} adminId={admin.id} />
            </Suspense>
          ),
          campaigns: (
            <Suspense fallback={loading}>
              <CampaignsTab />
            </Suspense>
          ),
        }}
      />
      <Suspense fallback={loading}>
        <AuditLog />
      </Suspense>
    </div>
  );
}
