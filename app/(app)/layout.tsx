import type { ReactNode } from "react";
import { AppNav } from "@/components/layout/app-nav";
import { ComponentErrorBoundary } from "@/components/error-boundary";
import { SiteFooter } from "@/components/layout/site-footer";
import { requireUser } from "@/lib/auth/guards";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  return (
    <>
      <AppNav user={user} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <ComponentErrorBoundary>{children}</ComponentErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
