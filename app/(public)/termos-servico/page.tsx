import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { LEGAL_UPDATED_AT } from "@/lib/legal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.terms");
  return { title: t("title"), description: t("intro") };
}

export default function TermsOfServicePage() {
  return <LegalDocument document="terms" updatedAt={LEGAL_UPDATED_AT} />;
}
