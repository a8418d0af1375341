"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useMessage } from "@/components/ui/use-message";
import type { MessageValues } from "@/lib/money/message-values";

/**
 * What to say when Meta refused to pause one of an account's campaigns (deleting or disabling the
 * account, lib/account/pause-at-meta.ts): Meta's reason for that campaign, then how many were paused
 * before it, which stay paused.
 */
export function usePauseRefusal() {
  const message = useMessage();
  const t = useTranslations("account.delete");
  return useCallback(
    (error: string, values?: MessageValues) => {
      const paused = Number(values?.paused ?? 0);
      return [message(error, values), paused > 0 ? t("pausedBeforeRefusal", { count: paused }) : null].filter(Boolean).join(" ");
    },
    [message, t],
  );
}
