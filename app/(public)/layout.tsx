import type { ReactNode } from "react";
import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";

// No catalogue here: a public page that has client parts sends them their messages itself, so a legal
// page sends none (components/i18n/client-messages.tsx).
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
