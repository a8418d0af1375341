"use client";

import { CreditCard, LayoutDashboard, LogOut, Settings, User } from "@/components/ui/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactElement } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFirstItemFocus } from "@/components/ui/lazy-popup";
import { useAction } from "@/components/ui/use-action";
import { signOutAction } from "@/lib/account/session-actions";

export type UserMenuAccount = { name: string; email: string; isAdmin: boolean };

/** The user menu's Radix menu with its items and the sign-out, loaded by UserMenu and mounted open. */
export function UserMenuContent({ account, trigger, openedByKeyboard }: { account: UserMenuAccount; trigger: ReactElement; openedByKeyboard: boolean }) {
  const t = useTranslations("nav");
  const router = useRouter();
  const focusFirstItem = useFirstItemFocus(openedByKeyboard);

  const signingOut = useAction(signOutAction, {
    successToast: { title: t("signedOutTitle"), description: t("signedOutDescription") },
    onSuccess: () => {
      router.replace("/auth");
      router.refresh();
    },
  });

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-medium">{account.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{account.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User aria-hidden />
            {t("profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/plans">
            <CreditCard aria-hidden />
            {t("plans")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden />
            {t("settings")}
          </Link>
        </DropdownMenuItem>
        {account.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <LayoutDashboard aria-hidden />
              {t("adminDashboard")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signingOut.run({})}>
          <LogOut aria-hidden />
          {t("signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
