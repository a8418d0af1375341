"use client";

import { useCallback, useState } from "react";

/**
 * The dialogs of one list item (a campaign card, a table row), mounted the first time each is opened
 * and kept afterwards (so it still animates out). A page of 24 items then hydrates no dialog until
 * one is asked for, instead of 24 × 3 dialog trees with their state and effects.
 */
export function useLazyDialogs<Name extends string>() {
  const [open, setOpen] = useState<Name | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<Name>>(() => new Set());
  const show = useCallback((name: Name) => {
    setMounted((known) => (known.has(name) ? known : new Set(known).add(name)));
    setOpen(name);
  }, []);
  return {
    show,
    isMounted: (name: Name) => mounted.has(name),
    /** The open state and its setter, for the dialog's `open` / `onOpenChange`. */
    props: (name: Name) => ({ open: open === name, onOpenChange: (next: boolean) => (next ? show(name) : setOpen(null)) }),
  };
}
