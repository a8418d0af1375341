import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/guards";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

export async function PublicHeader() {
  const [t, user] = await Promise.all([getTranslations("nav"), getCurrentUser()]);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo href="/" compact />
        <div className="flex min-w-0 items-center gap-2">
          <LanguageSwitcher />
          <Button asChild size="sm">
            {user ? <Link href="/dashboard">{t("dashboard")}</Link> : <Link href="/auth">{t("signIn")}</Link>}
          </Button>
        </div>
      </div>
    </header>
  );
}
