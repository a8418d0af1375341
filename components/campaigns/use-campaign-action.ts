"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import { manageCampaignAction } from "@/lib/campaigns/actions";
import type { CampaignAction, StopAtMeta } from "@/lib/campaigns/schemas";

/**
 * Runs a campaign action, shows the spec's toasts (000 §8) and reloads the list. `confirm` is for a
 * dialog: it answers the refusal for the dialog to keep on screen instead of a toast.
 */
export function useCampaignAction() {
  const t = useTranslations();
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const manage = useAction(manageCampaignAction, { failureTitle: false });

  async function attempt(action: CampaignAction, campaignId: string, atMeta?: StopAtMeta): Promise<string | null> {
    const result = await manage.run({ action, campaignId, ...(atMeta ? { atMeta } : {}) });
    router.refresh();
    if (result.ok) {
      toast(
        action === "delete"
          ? { title: t("campaigns.toasts.deletedTitle"), description: t("campaigns.toasts.deleted") }
          : { title: t("campaigns.toasts.doneTitle"), description: t(`campaigns.toasts.done.${action}`) },
      );
      return null;
    }
    return message(result.error, result.values);
  }

  function run(action: CampaignAction, campaignId: string, atMeta?: StopAtMeta) {
    startTransition(async () => {
      const refusal = await attempt(action, campaignId, atMeta);
      if (refusal) toast({ title: t("campaigns.toasts.failedTitle"), description: refusal, variant: "destructive" });
    });
  }

  return { run, confirm: attempt, pending };
}
