"use client";

import { CircleUser } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { LazyPopup } from "@/components/ui/lazy-popup";

const UserMenuContent = lazy(() => import("./user-menu-content").then((module) => ({ default: module.UserMenuContent })));

/** The header's user menu (issue 37): every signed-in page hydrates this button; the menu loads on its first use. */
export function UserMenu({ name, email, isAdmin }: { name: string; email: string; isAdmin: boolean }) {
  const t = useTranslations("nav");
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={t("userMenu")}>
      <CircleUser className="size-6" aria-hidden />
    </Button>
  );
  return (
    <LazyPopup popup="menu" trigger={trigger}>
      {(opening) => <UserMenuContent account={{ name, email, isAdmin }} trigger={trigger} openedByKeyboard={opening.byKeyboard} />}
    </LazyPopup>
  );
}
