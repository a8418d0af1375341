import { redirect } from "next/navigation";
import { NotBuiltYet } from "@/components/layout/not-built-yet";
import { requireUser } from "@/lib/auth/guards";

// spec 000 §2: any signed-in user may open the route; non-admins are sent to /dashboard.
export default async function ApiTestPage() {
  const user = await requireUser();
  if (!user.isAdmin) redirect("/dashboard");
  return <NotBuiltYet titleKey="shell.titles.apiTest" />;
}
