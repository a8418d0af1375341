"use client";

import { Loader2 } from "@/components/ui/icons";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { FormField } from "./form-field";
import { Input } from "./input";
import type { Confirmation } from "./use-confirm";

/**
 * A confirmation (useConfirm): what happens, anything it asks for (`children`), the action's refusal kept
 * on screen, and its buttons; it stays open while the action runs. `onClose` runs whenever it is asked to
 * close, to forget what was typed.
 */
export function ConfirmDialog({
  dialog,
  trigger,
  title,
  description,
  cancel,
  action,
  onClose,
  children,
}: {
  dialog: Confirmation;
  trigger?: ReactNode;
  title: string;
  description: string;
  cancel: string;
  action: string;
  onClose?: () => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog
      open={dialog.isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
        dialog.setOpen(open);
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
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
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The password a confirmation asks for; Enter in it confirms, as the dialog's action does. */
export function ConfirmPassword({
  dialog,
  label,
  hint,
  value,
  onChange,
}: {
  dialog: Confirmation;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void dialog.confirm();
      }}
    >
      <FormField label={label} hint={hint}>
        <Input type="password" autoComplete="current-password" value={value} onChange={(event) => onChange(event.target.value)} />
      </FormField>
    </form>
  );
}
