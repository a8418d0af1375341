import type { ReactNode } from "react";
import { requireAdmin } from "@/lib/auth/guards";

// The signed-in shell comes from app/(app)/layout.tsx; the admin pages also need the admin role.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return children;
}
