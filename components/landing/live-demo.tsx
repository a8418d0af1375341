"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import type { DemoTexts } from "./live-demo-texts";

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
