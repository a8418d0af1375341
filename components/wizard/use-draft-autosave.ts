"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { callAction } from "@/components/ui/call-action";
import { clearWizardDraftAction, saveWizardDraftAction } from "@/lib/wizard/actions";
import type { WizardDraft } from "@/lib/wizard/draft-schema";

export type DraftSaveStatus = "idle" | "saving" | "saved" | "failed";
const DELAY_MS = 700;

/**
 * Keeps the wizard's draft on the server: changes are debounced, saves run one at a time in order,
 * and a pending save is sent when the page is hidden.
 */
export function useDraftAutosave() {
  const [status, setStatus] = useState<DraftSaveStatus>("idle");
  const pending = useRef<WizardDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const api = useMemo(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const draft = pending.current;
      if (!draft) return;
      pending.current = null;
      setStatus("saving");
      queue.current = queue.current.then(async () => {
        const result = await callAction(saveWizardDraftAction, draft);
        if (!pending.current) setStatus(result.ok ? "saved" : "failed");
      });
    };
    return {
      schedule(draft: WizardDraft) {
        pending.current = draft;
        setStatus("saving");
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DELAY_MS);
      },
      /**
       * Drops any pending save and waits for the ones already sent, so a campaign saved next is not
       * followed by a draft save that brings back the draft its saving cleared.
       */
      settle(): Promise<void> {
        clearTimeout(timer.current);
        pending.current = null;
        return queue.current;
      },
      /** Drops any pending save and clears the server's draft after the saves already sent. */
      discard() {
        clearTimeout(timer.current);
        pending.current = null;
        setStatus("idle");
        queue.current = queue.current.then(async () => {
          await callAction(clearWizardDraftAction, {});
        });
      },
      flush,
    };
  }, []);

  useEffect(() => {
    window.addEventListener("pagehide", api.flush);
    return () => window.removeEventListener("pagehide", api.flush);
  }, [api]);

  return { ...api, status };
}
