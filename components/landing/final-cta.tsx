import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

export async function FinalCta() {
  const t = await getTranslations("landing.finalCta");
  return (
    <section aria-labelledby="final-cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="final-cta-title" className="text-3xl font-bold">
          {t("title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl opacity-90">{t("subtitle")}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link href="/auth?tab=sign-up">{t("cta")}</Link>
        </Button>
      </div>
    </section>
  );
}
