"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { withMoney, type MessageValues } from "@/lib/money/message-values";

/** A message by its key, with any amounts in its values written in the reader's locale and currency. */
export function useMessage() {
  const t = useTranslations();
  const locale = useLocale();
  return useCallback((key: string, values?: MessageValues) => t(key, withMoney(values, locale)), [t, locale]);
}
