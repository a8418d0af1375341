import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { LEGAL_UPDATED_AT } from "@/lib/legal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.deletion");
  return { title: t("title"), description: t("intro") };
}

export default async function DataDeletionPage() {
  const t = await getTranslations("dataDeletion.status");
  return (
    <>
      <LegalDocument document="deletion" updatedAt={LEGAL_UPDATED_AT} />
      <p className="mx-auto max-w-3xl px-4 pb-12">
        <Link href="/exclusao-dados-usuario/status" className="font-medium underline">
          {t("checkLink")}
        </Link>
      </p>
    </>
  );
}
