"use client";

import { useState } from "react";

/**
 * A confirmation dialog that stays open while its action runs and keeps the action's refusal on screen
 * (Meta refusing a delete must not vanish with a toast): open state (controlled or not), busy, error.
 */
export function useConfirm(onConfirm: () => Promise<string | null>, open?: boolean, onOpenChange?: (open: boolean) => void) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (busy) return;
    if (next) setError(null);
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  async function confirm() {
    setBusy(true);
    setError(null);
    const refusal = await onConfirm();
    setBusy(false);
    if (refusal) setError(refusal);
    else {
      if (open === undefined) setInnerOpen(false);
      onOpenChange?.(false);
    }
  }
  return { isOpen, setOpen, busy, error, confirm };
}

export type Confirmation = ReturnType<typeof useConfirm>;
