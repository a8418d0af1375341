"use client";

import { AlertTriangle, ExternalLink } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toneColours } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { COPY_RULES, reviewCopy, type CopyLanguage } from "@/lib/copy-review";
import { cn } from "@/lib/utils";

const RULES = new Map(COPY_RULES.map((rule) => [rule.id, rule]));

type Props = {
  text: string;
  /** The language the ad is written in, which decides the rules (English words are a problem in Portuguese copy). */
  copyLanguage: CopyLanguage;
  /** Puts the suggested rewrite in the field: only when the seller taps it, never on their behalf. */
  onRewrite: (text: string) => void;
};

/**
 * Issue 35: what in one ad text Meta's review or Brazil's advertising rules may refuse, beside the field, in
 * the seller's language, with the reason, a suggestion, the source and, where the rule can, a rewrite. The
 * seller changes it or keeps it: nothing is changed silently, and nothing is held back.
 */
export function CopyReviewNotes({ text, copyLanguage, onRewrite }: Props) {
  const t = useTranslations("copyReview");
  const locale = useLocale() === "en" ? "en" : "pt";
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const findings = useMemo(() => reviewCopy(text, copyLanguage), [text, copyLanguage]);
  const shown = findings.filter((finding) => !kept.has(`${finding.ruleId}|${finding.match}`));
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t("title")}>
      {shown.map((finding) => {
        const rule = RULES.get(finding.ruleId);
        const key = `${finding.ruleId}|${finding.match}`;
        return (
          <li key={`${key}|${finding.start}`} className={cn("grid gap-1 rounded-md border p-3 text-sm", toneColours("warning"))}>
            <p className="flex gap-2 font-medium">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <q className="font-semibold">{finding.match}</q>: {rule?.reason[locale] ?? finding.reason}
              </span>
            </p>
            <p className="pl-6">{t("suggestion", { text: rule?.suggestion[locale] ?? finding.suggestion })}</p>
            <div className="flex flex-wrap items-center gap-2 pl-6">
              {finding.rewrite && finding.replacement ? (
                <Button type="button" size="sm" variant="secondary" onClick={() => onRewrite(finding.rewrite!)}>
                  {t("replace", { replacement: finding.replacement })}
                </Button>
              ) : null}
              <Button type="button" size="sm" variant="ghost" onClick={() => setKept((current) => new Set(current).add(key))}>
                {t("keep")}
              </Button>
              <a href={finding.source.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-xs underline underline-offset-2">
                {t("source", { title: finding.source.title })}
                <ExternalLink className="size-3" aria-hidden />
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
