import { FileText } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { publishPathOf } from "@/lib/campaigns/publish-path";

/** Starting a new campaign while a saved one was never published: offer to continue that one. */
export async function SavedDraftBanner({ draft }: { draft: { id: string; name: string } | null }) {
  if (!draft) return null;
  const t = await getTranslations("wizard.savedDraft");
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-6xl flex-col gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>{t("text", { name: draft.name })}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link href={publishPathOf(draft.id)}>{t("continue")}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={`/campaign/view/${draft.id}`}>{t("view")}</Link>
        </Button>
      </div>
    </div>
  );
}
