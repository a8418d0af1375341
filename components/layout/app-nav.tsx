import { getTranslations } from "next-intl/server";
import type { CurrentUser } from "@/lib/auth/guards";
import { notificationPulse } from "@/lib/notifications";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { NotificationBell } from "./notification-bell";
import { PlanBadge } from "./plan-badge";
import { UserMenu } from "./user-menu";

// spec 000 §2 Top navigation bar; the plan badge shows the real plan (DESIGN.md decisions).
export async function AppNav({ user }: { user: CurrentUser }) {
  const [t, pulse] = await Promise.all([getTranslations("nav"), notificationPulse(user.id)]);
  const links = [
    { href: "/campaigns", label: t("campaigns") },
    { href: "/campaign/new", label: t("newCampaign") },
    { href: "/integrations", label: t("integrations") },
    ...(user.isAdmin ? [{ href: "/api-test", label: t("apiTest") }] : []),
  ];
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Logo href="/dashboard" compact />
        <NavLinks links={links} menuLabel={t("menu")} languageSwitcher={<LanguageSwitcher />} />
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <NotificationBell initialUnread={pulse.unread} initialStamp={pulse.stamp} />
          <PlanBadge plan={user.planType} />
          <UserMenu name={user.fullName ?? user.email} email={user.email} isAdmin={user.isAdmin} />
        </div>
      </div>
    </header>
  );
}
