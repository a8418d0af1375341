"use client";

import { FileText, Loader2 } from "@/components/ui/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { openCampaignInWizardAction } from "@/lib/wizard/actions";

/**
 * Issue 31: opening a saved campaign to publish it while the wizard holds other work never saved:
 * the seller keeps that work, or sets it aside for the saved campaign. Nothing is dropped unasked.
 */
export function OpenCampaignChoice({ campaignId, inProgress }: { campaignId: string; inProgress: string }) {
  const t = useTranslations("wizard.openCampaign");
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const opening = useAction(openCampaignInWizardAction, { failureTitle: t("failed") });
  useEffect(() => heading.current?.focus(), []);

  async function open() {
    const result = await opening.run({ campaignId });
    if (result.ok) router.replace("/campaign/new");
  }

  return (
    <section aria-labelledby="open-campaign-title" className="mx-auto grid w-full max-w-xl gap-4 rounded-lg border p-6">
      <h1 id="open-campaign-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <FileText className="size-5 shrink-0 text-primary" aria-hidden />
        {t("title")}
      </h1>
      <p className="text-sm">{t("text", { name: inProgress })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void open()} disabled={opening.pending}>
          {opening.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t("replace")}
        </Button>
        <Button asChild variant="outline">
          <Link href="/campaign/new">{t("keep")}</Link>
        </Button>
      </div>
    </section>
  );
}
