"use client";

import { Loader2 } from "@/components/ui/icons";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInForm } from "./sign-in-form";

// Issue 37: sign-up's form comes with its tab. Opened on it (/auth?tab=sign-up), the server renders it and the
// page preloads its code; otherwise the code is fetched as the pointer or the focus reaches the tab.
const SignUpForm = dynamic(() => import("./sign-up-form").then((module) => module.SignUpForm), { loading: LoadingForm });
const preloadSignUpForm = () => void import("./sign-up-form");

const TABS = ["sign-in", "sign-up"] as const;
type Tab = (typeof TABS)[number];

function LoadingForm() {
  return (
    <div aria-busy="true" className="grid min-h-68 place-items-center">
      <Loader2 className="animate-spin text-muted-foreground" aria-hidden />
    </div>
  );
}

/**
 * Sign in (the default) and Sign up; "Start Free" links open Sign up (/auth?tab=sign-up), with the app's
 * tabs (components/ui/tabs.tsx, written without Radix for issue 37).
 */
export function AuthTabs({ initialTab = "sign-in" }: { initialTab?: Tab }) {
  const t = useTranslations("auth");
  const [tab, setTab] = useState<Tab>(initialTab);
  const labels: Record<Tab, string> = { "sign-in": t("signInTab"), "sign-up": t("signUpTab") };
  const panels: Record<Tab, ReactNode> = { "sign-in": <SignInForm />, "sign-up": <SignUpForm onSignedUp={() => setTab("sign-in")} /> };

  return (
    <Card>
      <CardContent className="pt-6">
        <Tabs value={tab} onValueChange={(value) => setTab(TABS.find((name) => name === value) ?? "sign-in")}>
          <TabsList className="grid w-full grid-cols-2">
            {TABS.map((name) => (
              <TabsTrigger
                key={name}
                value={name}
                onPointerEnter={name === "sign-up" ? preloadSignUpForm : undefined}
                onFocus={name === "sign-up" ? preloadSignUpForm : undefined}
              >
                {labels[name]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((name) => (
            <TabsContent key={name} value={name}>
              {panels[name]}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
