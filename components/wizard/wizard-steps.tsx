"use client";

import { Check } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { lazy, type ReactElement } from "react";
import { LazyPopup } from "@/components/ui/lazy-popup";
import { cn } from "@/lib/utils";
import type { WizardStep } from "./state/wizard-state";

// Issue 37: the restart confirmation (Radix AlertDialog with its focus and scroll locks) loads on first use.
const RestartConfirm = lazy(() => import("./restart-confirm").then((module) => ({ default: module.RestartConfirm })));

const STEPS: WizardStep[] = [1, 2, 3, 4];

// spec 001 §2: "Step N of 4"; only step 1 can be clicked, and going back to it resets everything.
export function WizardSteps({ step, onRestart }: { step: WizardStep; onRestart: () => void }) {
  const t = useTranslations("wizard");
  return (
    <nav aria-label={t("stepsLabel")} className="grid gap-2">
      <p className="text-sm font-medium text-muted-foreground">{t("stepOf", { step })}</p>
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((item) => {
          const label = t(`steps.${item}`);
          const marker = (
            <>
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  item < step && "border-primary bg-primary text-primary-foreground",
                  item === step && "border-primary text-primary",
                )}
                aria-hidden
              >
                {item < step ? <Check className="size-4" /> : item}
              </span>
              <span className="hidden truncate sm:inline">{label}</span>
            </>
          );
          const current = item === step ? ("step" as const) : undefined;
          return (
            <li key={item} className={cn("flex items-center gap-2 border-t-4 pt-2 text-sm", item <= step ? "border-primary" : "border-muted")}>
              {item === 1 && step > 1 && step < 4 ? (
                <RestartDialog onConfirm={onRestart}>
                  <button
                    type="button"
                    className="flex items-center gap-2 rounded-md text-left underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={t("restart.trigger", { label })}
                  >
                    {marker}
                  </button>
                </RestartDialog>
              ) : (
                <span className="flex items-center gap-2" aria-current={current}>
                  {marker}
                  <span className="sr-only sm:hidden">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function RestartDialog({ children, onConfirm }: { children: ReactElement; onConfirm: () => void }) {
  return (
    <LazyPopup popup="dialog" trigger={children}>
      {() => <RestartConfirm trigger={children} onConfirm={onConfirm} />}
    </LazyPopup>
  );
}
