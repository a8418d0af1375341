import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ConfirmEmailForm } from "@/components/auth/confirm-email-form";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { Card, CardContent } from "@/components/ui/card";
import { confirmationLink } from "@/lib/auth/email-verification";

export async function generateMetadata(): Promise<Metadata> {
  // The address carries a token: keep it out of search engines.
  return { title: (await getTranslations("auth.confirmEmail"))("pageTitle"), robots: { index: false } };
}

// The e-mailed confirmation link (issue 29): opening it confirms nothing; the password chosen at sign-up does.
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const link = await confirmationLink(token);
  const t = await getTranslations("auth");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{t("confirmEmail.heading")}</h1>
        {link.state === "valid" ? <p className="mt-2 text-sm text-muted-foreground">{t("confirmEmail.description")}</p> : null}
      </div>
      {link.state === "valid" && typeof token === "string" ? (
        <Card>
          <CardContent className="pt-6">
            <ConfirmEmailForm token={token} email={link.email} />
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {t(`confirmation.${link.state}`)}
          </p>
          {link.state === "already_used" ? (
            <Link href="/auth" className="text-center text-sm text-primary underline-offset-4 hover:underline">
              {t("confirmEmail.signIn")}
            </Link>
          ) : (
            <ResendConfirmationForm />
          )}
        </div>
      )}
    </div>
  );
}
