import { NotBuiltYet } from "@/components/layout/not-built-yet";
import { requireAdmin } from "@/lib/auth/guards";

export default async function AdminPage() {
  await requireAdmin();
  return <NotBuiltYet titleKey="shell.titles.admin" />;
}
