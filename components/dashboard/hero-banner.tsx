import { Ban, Plus } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

export async function HeroBanner({ name, canCreate }: { name: string | null; canCreate: boolean }) {
  const t = await getTranslations("dashboard.hero");
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-primary to-indigo-500 p-6 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold">{name ? t("greeting", { name }) : t("title")}</h1>
        <p className="mt-1 opacity-90">{t("subtitle")}</p>
      </div>
      {canCreate ? (
        <Button asChild variant="secondary" size="lg">
          <Link href="/campaign/new">
            <Plus aria-hidden />
            {t("create")}
          </Link>
        </Button>
      ) : (
        <Button variant="secondary" size="lg" disabled>
          <Ban aria-hidden />
          {t("limitReached")}
        </Button>
      )}
    </section>
  );
}
