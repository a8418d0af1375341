"use client";

import { AlertCircle, Loader2, Save, Send } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { CampaignSubmit } from "./use-campaign-submit";
import { focusIssue, type WizardIssue } from "./state/wizard-issues";

type Props = { issues: readonly WizardIssue[]; submit: CampaignSubmit };

/** spec 001 §2 Step 3: "Save Campaign" and "Publish to Meta", each with its error-count badge. */
export function ActionButtons({ issues, submit, className, compact = false }: Props & { className?: string; compact?: boolean }) {
  const t = useTranslations("wizard.actions");
  const saveErrors = issues.filter((issue) => !issue.publishOnly).length;
  // Side by side on a phone (about 165 px each): the label may wrap rather than stick out.
  const size = compact ? "h-auto min-h-11 whitespace-normal px-3 py-1.5 text-sm leading-tight" : "px-4";
  return (
    <div className={cn("grid gap-2", className)}>
      <Button type="button" variant="outline" size="lg" className={size} disabled={submit.busy !== null} onClick={() => void submit.run("save")}>
        {submit.busy === "save" ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {submit.busy === "save" ? t("saving") : t("save")}
        <ErrorBadge count={saveErrors} />
      </Button>
      <Button type="button" size="lg" className={size} disabled={submit.busy !== null} onClick={() => void submit.run("publish")}>
        {submit.busy === "publish" ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {submit.busy === "publish" ? t("publishing") : t("publish")}
        <ErrorBadge count={issues.length} />
      </Button>
    </div>
  );
}

/**
 * On phones the step is long (the buttons' card comes after the whole form): Save and Publish stay in
 * a bar at the bottom of the screen, with the count of problems and a way to the first one. It sits at
 * the end of the step, so once scrolled there it rests in place above the footer.
 */
export function PhoneActionBar({ issues, submit }: Props) {
  const t = useTranslations("wizard.actions");
  const first = issues[0];
  return (
    <div
      role="region"
      aria-label={t("barLabel")}
      className="sticky bottom-0 z-30 -mx-4 grid gap-2 border-t bg-background/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      {first ? (
        <button
          type="button"
          className="flex items-center gap-1.5 justify-self-start rounded-md text-sm font-medium text-destructive underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => focusIssue(first.path)}
        >
          <AlertCircle className="size-4 shrink-0" aria-hidden />
          {t("problems", { count: issues.length })}
        </button>
      ) : null}
      <ActionButtons issues={issues} submit={submit} className="grid-cols-2" compact />
    </div>
  );
}

function ErrorBadge({ count }: { count: number }) {
  const t = useTranslations("wizard.actions");
  if (!count) return null;
  return (
    <>
      <span className="ml-1 rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-white" aria-hidden>
        {count}
      </span>
      <span className="sr-only">{t("errorCount", { count })}</span>
    </>
  );
}
