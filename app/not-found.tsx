import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SiteFooter } from "@/components/layout/site-footer";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), description: t("description") };
}

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <>
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-primary">404</p>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="max-w-md text-muted-foreground">{t("description")}</p>
        <Button asChild>
          <Link href="/">{t("home")}</Link>
        </Button>
      </main>
      <SiteFooter />
    </>
  );
}
