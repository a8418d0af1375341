"use client";

import { useEffect, useRef, useState, type Dispatch } from "react";
import { callAction } from "@/components/ui/call-action";
import { suggestPlacementsAction } from "@/lib/wizard/actions";
import type { Creative, WizardAction } from "../state/wizard-state";

/**
 * Issue 35: every image creative gets each placement format's crop proposed by the server (keeping the
 * product in frame) once; the ids whose image could not be read are returned, so the screen can say they
 * run whole everywhere.
 */
export function useProposedPlacements(creatives: readonly Creative[], dispatch: Dispatch<WizardAction>): ReadonlySet<string> {
  const asked = useRef(new Set<string>());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    for (const creative of creatives) {
      if (creative.type !== "image" || creative.placements || asked.current.has(creative.id)) continue;
      asked.current.add(creative.id);
      void callAction(suggestPlacementsAction, { url: creative.url }).then((answer) => {
        if (answer.ok) dispatch({ type: "creativePlacementsSet", id: creative.id, placements: answer.data });
        else setFailed((ids) => new Set(ids).add(creative.id));
      });
    }
  }, [creatives, dispatch]);
  return failed;
}
