"use client";

import { X } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMessage } from "@/components/ui/use-message";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { useFieldIssue } from "../state/wizard-issues";

const MAX_SEGMENTS = 20;

/** The segments typed, comma- or semicolon-separated, once each, as the stored audience allows. */
function segmentsOf(text: string): string[] {
  const items = text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.slice(0, 100));
  return [...new Set(items)].slice(0, MAX_SEGMENTS);
}

/**
 * Issue 31, one truth about targeting: a set shows the Meta interests Meta receives (removable one by
 * one), or the AI's segments labelled as suggestions not sent yet, or that its audience is broad.
 */
export function AdSetAudience({ index }: { index: number }) {
  const t = useTranslations("wizard.adSets");
  const message = useMessage();
  const id = useId();
  const { control, setValue } = useFormContext<WizardConfig>();
  const set = useWatch({ control, name: `adSets.${index}` });
  const issue = useFieldIssue(`adSets.${index}.audience`);

  if (set.metaInterests.length) {
    const remove = (interestId: string) => {
      const kept = set.metaInterests.filter((interest) => interest.id !== interestId);
      setValue(`adSets.${index}.metaInterests`, kept, { shouldDirty: true });
      setValue(`adSets.${index}.audience`, kept.map((interest) => interest.name).slice(0, MAX_SEGMENTS), { shouldDirty: true });
    };
    return (
      <div className="grid gap-1.5">
        <p id={`${id}-label`} className="text-sm font-medium">
          {t("metaInterests")}
        </p>
        <ul aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="flex flex-wrap gap-1.5">
          {set.metaInterests.map((interest) => (
            <li key={interest.id} className="flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-2.5 text-sm">
              {interest.name}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={t("removeInterest", { name: interest.name })}
                onClick={() => remove(interest.id)}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("metaInterestsHint")}
        </p>
      </div>
    );
  }
  // Keyed by the stored segments: a suggestion replacing them shows at once.
  return <Suggestions key={set.audience.join("\u0000")} index={index} audience={set.audience} issue={issue ? message(issue.message, issue.values) : null} />;
}

function Suggestions({ index, audience, issue }: { index: number; audience: string[]; issue: string | null }) {
  const t = useTranslations("wizard.adSets");
  const id = useId();
  const { setValue } = useFormContext<WizardConfig>();
  const [text, setText] = useState(() => audience.join(", "));
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-segments`}>{t("suggestions")}</Label>
      <Input
        id={`${id}-segments`}
        name={`adSets.${index}.audience`}
        value={text}
        aria-invalid={issue ? true : undefined}
        aria-describedby={`${id}-hint${issue ? ` ${id}-error` : ""}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          const segments = segmentsOf(text);
          setValue(`adSets.${index}.audience`, segments, { shouldDirty: true });
          setText(segments.join(", "));
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {audience.length ? t("suggestionsHint") : t("broad")}
      </p>
      {issue ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {issue}
        </p>
      ) : null}
    </div>
  );
}
