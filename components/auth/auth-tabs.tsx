"use client";

import { Loader2 } from "@/components/ui/icons";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { SignInForm } from "./sign-in-form";

// Issue 37: sign-up's form comes with its tab. Opened on it (/auth?tab=sign-up), the server renders it and the
// page preloads its code; otherwise the code is fetched as the pointer or the focus reaches the tab.
const SignUpForm = dynamic(() => import("./sign-up-form").then((module) => module.SignUpForm), { loading: LoadingForm });
const preloadSignUpForm = () => void import("./sign-up-form");

const TABS = ["sign-in", "sign-up"] as const;
type Tab = (typeof TABS)[number];
// The keys that move between tabs (WAI-ARIA's tabs pattern), and where each goes from tab `at`.
const MOVES: Record<string, (at: number) => number> = {
  ArrowRight: (at) => (at + 1) % TABS.length,
  ArrowLeft: (at) => (at - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

function LoadingForm() {
  return (
    <div aria-busy="true" className="grid min-h-68 place-items-center">
      <Loader2 className="animate-spin text-muted-foreground" aria-hidden />
    </div>
  );
}

/**
 * Sign in (the default) and Sign up; "Start Free" links open Sign up (/auth?tab=sign-up). The tabs are written
 * here rather than taken from Radix (components/ui/tabs.tsx, whose look they share): for two tabs, its roving
 * focus and collection cost the page more than all its own code (issue 37).
 */
export function AuthTabs({ initialTab = "sign-in" }: { initialTab?: Tab }) {
  const t = useTranslations("auth");
  const [tab, setTab] = useState<Tab>(initialTab);
  const id = useId();
  const tabId = (name: Tab) => `${id}-tab-${name}`;
  const panelId = (name: Tab) => `${id}-panel-${name}`;
  const labels: Record<Tab, string> = { "sign-in": t("signInTab"), "sign-up": t("signUpTab") };
  const panels: Record<Tab, ReactNode> = { "sign-in": <SignInForm />, "sign-up": <SignUpForm onSignedUp={() => setTab("sign-in")} /> };

  // The arrows, Home and End move the focus along the tabs, and each tab opens as it gets the focus.
  function move(event: KeyboardEvent) {
    const next = MOVES[event.key];
    if (!next) return;
    event.preventDefault();
    const target = TABS[next(TABS.indexOf(tab))]!;
    setTab(target);
    document.getElementById(tabId(target))?.focus();
  }

  return (
    <Card>
      <CardContent className="pt-6">
        <div role="tablist" onKeyDown={move} className="grid h-10 w-full grid-cols-2 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={tab === name}
              aria-controls={panelId(name)}
              tabIndex={tab === name ? 0 : -1}
              data-state={tab === name ? "active" : "inactive"}
              onClick={() => setTab(name)}
              onPointerEnter={name === "sign-up" ? preloadSignUpForm : undefined}
              onFocus={name === "sign-up" ? preloadSignUpForm : undefined}
              className="inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {labels[name]}
            </button>
          ))}
        </div>
        {TABS.map((name) => (
          <div
            key={name}
            role="tabpanel"
            id={panelId(name)}
            aria-labelledby={tabId(name)}
            hidden={tab !== name}
            tabIndex={0}
            className="mt-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {tab === name ? panels[name] : null}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
