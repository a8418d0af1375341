import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Card, CardContent } from "@/components/ui/card";
import { resetLinkState } from "@/lib/auth/password-reset";

export async function generateMetadata(): Promise<Metadata> {
  // The address carries a token: keep it out of search engines.
  return { title: (await getTranslations("auth.reset"))("pageTitle"), robots: { index: false } };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const state = await resetLinkState(token);
  const t = await getTranslations("auth.reset");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{t("heading")}</h1>
        {state === "valid" ? <p className="mt-2 text-sm text-muted-foreground">{t("description")}</p> : null}
      </div>
      {state === "valid" && typeof token === "string" ? (
        <Card>
          <CardContent className="pt-6">
            <ResetPasswordForm token={token} />
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {t(`link.${state === "valid" ? "invalid" : state}`)}
          </p>
          <Link href="/auth/forgot" className="text-center text-sm text-primary underline-offset-4 hover:underline">
            {t("askAgain")}
          </Link>
        </div>
      )}
    </div>
  );
}
