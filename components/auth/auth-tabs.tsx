"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** Sign in (the default) and Sign up; "Start Free" links open Sign up (/auth?tab=sign-up). */
export function AuthTabs({ initialTab = "sign-in" }: { initialTab?: "sign-in" | "sign-up" }) {
  const t = useTranslations("auth");
  const [tab, setTab] = useState<string>(initialTab);
  return (
    <Card>
      <CardContent className="pt-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">{t("signInTab")}</TabsTrigger>
            <TabsTrigger value="sign-up">{t("signUpTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm onSignedUp={() => setTab("sign-in")} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
