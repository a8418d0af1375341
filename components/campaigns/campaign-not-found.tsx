import { ArrowLeft } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function CampaignNotFound() {
  const t = await getTranslations("campaigns");
  return (
    <div className="grid justify-items-start gap-4 py-12">
      <h1 className="text-2xl font-bold">{t("errors.notFound")}</h1>
      <Link href="/campaigns" className="inline-flex items-center gap-1 text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t("detail.back")}
      </Link>
    </div>
  );
}
