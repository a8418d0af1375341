import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { LEGAL_UPDATED_AT } from "@/lib/legal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.privacy");
  return { title: t("title"), description: t("intro") };
}

export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" updatedAt={LEGAL_UPDATED_AT} />;
}
