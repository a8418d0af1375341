"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";

// The catalogue's landing.demo texts the demo shows, read by the server (hero.tsx).
export const DEMO_KEYS = ["view", "hide", "title", "urlLabel", "urlPlaceholder", "generate", "generating", "progress"] as const;
export const DEMO_SAMPLE_KEYS = ["label", "sponsored", "headline", "body", "cta", "audienceLabel", "audience", "objectiveLabel", "objective"] as const;
export type DemoTexts = Record<(typeof DEMO_KEYS)[number], string> & { sample: Record<(typeof DEMO_SAMPLE_KEYS)[number], string> };

const LiveDemoPanel = lazy(() => import("./live-demo-panel").then((module) => ({ default: module.LiveDemoPanel })));

/**
 * The landing's demo (spec 000 §2): the page hydrates only this button, its texts and looks given by the
 * server (hero.tsx), so the landing ships no catalogue, form or class-merging code until the demo opens.
 */
export function LiveDemo({
  texts,
  toggleClassName,
  playIcon,
  startFree,
}: {
  texts: DemoTexts;
  toggleClassName: string;
  playIcon: ReactNode;
  startFree: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {startFree}
        <button type="button" className={toggleClassName} aria-expanded={open} aria-controls="live-demo" onClick={() => setOpen((value) => !value)}>
          {playIcon}
          {open ? texts.hide : texts.view}
        </button>
      </div>
      {open ? (
        <Suspense fallback={<div id="live-demo" aria-busy="true" className="mx-auto mt-10 h-40 max-w-2xl" />}>
          <LiveDemoPanel texts={texts} />
        </Suspense>
      ) : null}
    </>
  );
}
