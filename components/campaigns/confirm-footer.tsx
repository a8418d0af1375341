"use client";

import { Loader2 } from "lucide-react";
import { AlertDialogAction, AlertDialogCancel, AlertDialogFooter } from "@/components/ui/alert-dialog";
import type { useConfirm } from "./use-confirm";

/** A confirmation's refusal, kept on screen, and its buttons; the dialog stays open while the action runs. */
export function ConfirmFooter({ dialog, cancel, action }: { dialog: ReturnType<typeof useConfirm>; cancel: string; action: string }) {
  return (
    <>
      {dialog.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive">
          {dialog.error}
        </p>
      ) : null}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={dialog.busy}>{cancel}</AlertDialogCancel>
        <AlertDialogAction
          disabled={dialog.busy}
          onClick={(event) => {
            event.preventDefault();
            void dialog.confirm();
          }}
        >
          {dialog.busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {action}
        </AlertDialogAction>
      </AlertDialogFooter>
    </>
  );
}
