import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { LEGAL_UPDATED_AT } from "@/lib/legal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.deletion");
  return { title: t("title"), description: t("intro") };
}

export default function DataDeletionPage() {
  return <LegalDocument document="deletion" updatedAt={LEGAL_UPDATED_AT} />;
}
