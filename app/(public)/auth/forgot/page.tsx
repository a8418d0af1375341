import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Card, CardContent } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.forgot"))("pageTitle") };
}

export default async function ForgotPasswordPage() {
  if (await getCurrentUser()) redirect("/profile");
  const t = await getTranslations("auth.forgot");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{t("heading")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <ForgotPasswordForm />
        </CardContent>
      </Card>
      <Link href="/auth" className="text-center text-sm text-primary underline-offset-4 hover:underline">
        {t("back")}
      </Link>
    </div>
  );
}
