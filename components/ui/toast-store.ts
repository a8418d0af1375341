// A tiny toast store. spec 000 §8: at most one toast is visible; a new one replaces the last.
/** `warning`: the flow goes on, but the seller should know (limited data, a cancelled login). */
export type ToastVariant = "default" | "warning" | "destructive";
export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /**
   * How long it shows, in ms (spec 000 §8: 5000). An error stays until closed or replaced, since it is
   * often the only place the failure is said; pass a duration when the screen also shows it inline.
   */
  duration: number;
};

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let current: ToastMessage[] = [];
let nextId = 1;
let toasted = false;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export function toast(message: { title: string; description?: string; variant?: ToastVariant; duration?: number }): void {
  const variant = message.variant ?? "default";
  const duration = message.duration ?? (variant === "destructive" ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS);
  current = [{ id: nextId++, ...message, variant, duration }];
  toasted = true;
  emit();
}

export function dismissToast(id: number): void {
  current = current.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => current;
/** Whether this page has shown a toast: the toaster mounts with the first and stays (F8 still finds it). */
export const hasToasted = () => toasted;
const empty: ToastMessage[] = [];
export const getServerToasts = () => empty;
