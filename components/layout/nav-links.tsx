"use client";

import { Menu, X } from "@/components/ui/icons";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type NavLink = { href: string; label: string };

/** `languageSwitcher`: rendered on the server, shown in the phone menu (the header holds it from 640 px). */
export function NavLinks({ links, menuLabel, languageSwitcher }: { links: NavLink[]; menuLabel: string; languageSwitcher: ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const linkClass = (href: string) =>
    cn("rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground", isCurrent(href) ? "text-foreground" : "text-muted-foreground");

  return (
    <>
      <nav aria-label={menuLabel} className="hidden md:block">
        <ul className="flex items-center gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass(link.href)} aria-current={isCurrent(link.href) ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="rounded-md p-2 hover:bg-accent md:hidden"
        aria-expanded={open}
        aria-controls="mobile-nav"
        aria-label={menuLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      {open ? (
        <nav id="mobile-nav" aria-label={menuLabel} className="absolute inset-x-0 top-16 border-b bg-background p-2 shadow-md md:hidden">
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={cn(linkClass(link.href), "block")} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t px-3 pt-3 pb-1 sm:hidden">{languageSwitcher}</div>
        </nav>
      ) : null}
    </>
  );
}
