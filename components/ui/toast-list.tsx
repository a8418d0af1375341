"use client";

import { X } from "@/components/ui/icons";
import { Toast } from "radix-ui";
import { cn } from "@/lib/utils";
import { toneColours } from "./banner";
import { dismissToast, TOAST_DURATION_MS, type ToastMessage } from "./toast-store";

export type ToasterLabels = { notification: string; notifications: string; close: string };

// spec 000 §8 Notifications: 5000 ms (an error stays until closed: toast-store.ts), swipe threshold 50 px,
// F8 focuses the area. On phones toasts sit at the top, never over a screen's bottom action bar.
export function ToastList({ toasts, labels }: { toasts: ToastMessage[]; labels: ToasterLabels }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={labels.notification}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : item.variant === "warning"
                ? toneColours("warning")
                : "bg-background text-foreground",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold" data-toast-title>
              {item.title}
            </Toast.Title>
            {item.description ? <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={labels.close} className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        label={labels.notifications}
        className="fixed inset-x-0 top-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
