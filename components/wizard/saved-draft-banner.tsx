import { FileText } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { publishPathOf } from "@/lib/campaigns/publish-path";

/** Starting a new campaign while a saved one was never published: offer to continue that one. */
export async function SavedDraftBanner({ draft }: { draft: { id: string; name: string } | null }) {
  if (!draft) return null;
  const t = await getTranslations("wizard.savedDraft");
  return (
    <Banner
      role="status"
      tone="neutral"
      icon={FileText}
      className="mx-auto w-full max-w-6xl"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={publishPathOf(draft.id)}>{t("continue")}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={`/campaign/view/${draft.id}`}>{t("view")}</Link>
          </Button>
        </div>
      }
    >
      <p>{t("text", { name: draft.name })}</p>
    </Banner>
  );
}
