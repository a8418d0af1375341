import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ApiTestTabs } from "@/components/api-test/api-test-tabs";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell.titles"))("apiTest") };
}

// spec 000 §2: any signed-in user may open the route; non-admins are sent to /dashboard. Every test
// behind the page refuses non-admins on the server too (lib/admin/api-test-actions.ts).
export default async function ApiTestPage() {
  const user = await requireUser();
  if (!user.isAdmin) redirect("/dashboard");
  const [tShell, t] = await Promise.all([getTranslations("shell.titles"), getTranslations("apiTest")]);
  return (
    <div className="grid gap-6">
      <PageHeader title={tShell("apiTest")} subtitle={t("subtitle")} />
      <ApiTestTabs />
    </div>
  );
}
