import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { AppNav } from "@/components/layout/app-nav";
import { ComponentErrorBoundary } from "@/components/error-boundary";
import { MetaTokenBanner } from "@/components/layout/meta-token-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { requireUser } from "@/lib/auth/guards";
import { appMessages } from "@/lib/i18n/client-messages";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const [user, messages] = await Promise.all([requireUser(), getMessages()]);
  return (
    <NextIntlClientProvider messages={appMessages(messages)}>
      <AppNav user={user} />
      <MetaTokenBanner userId={user.id} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <ComponentErrorBoundary>{children}</ComponentErrorBoundary>
      </main>
      <SiteFooter />
    </NextIntlClientProvider>
  );
}
