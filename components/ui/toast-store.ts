// A tiny toast store. spec 000 §8: at most one toast is visible; a new one replaces the last.
export type ToastVariant = "default" | "destructive";
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant };

type Listener = () => void;
let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export function toast(message: { title: string; description?: string; variant?: ToastVariant }): void {
  current = [{ id: nextId++, variant: "default", ...message }];
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
const empty: ToastMessage[] = [];
export const getServerToasts = () => empty;
