"use client";

import { createContext, useContext } from "react";
import type { ConfigIssue } from "@/lib/wizard/config-schema";

export type WizardIssue = ConfigIssue & { publishOnly: boolean };
type ShownIssues = { issues: readonly WizardIssue[]; attempted: "save" | "publish" | null };

/** The step's issues, in page order, and the last Save/Publish attempt that was held back by them. */
export const WizardIssues = createContext<ShownIssues>({ issues: [], attempted: null });

/**
 * The issue of a field the form itself does not check (creatives, the Meta assets), once a Save or
 * Publish was held back for it: shown beside the field until it is fixed.
 */
export function useFieldIssue(path: string): WizardIssue | undefined {
  const { issues, attempted } = useContext(WizardIssues);
  if (!attempted) return undefined;
  return issues.find((issue) => issue.path === path && (attempted === "publish" || !issue.publishOnly));
}

/** Brings the field where an issue is fixed into view and focuses it (a registered field by name, else a marked area). */
export function focusIssue(path: string, root: ParentNode = document): void {
  const name = path.replace(/["\\]/g, "\\$&");
  const target =
    root.querySelector<HTMLElement>(`[name="${name}"]`) ??
    root.querySelector<HTMLElement>(`[name^="${name}."]`) ??
    root.querySelector<HTMLElement>(`[data-issue-target="${name}"]`);
  if (!target) return;
  target.scrollIntoView?.({ block: "center", behavior: "smooth" });
  target.focus({ preventScroll: true });
}
