import type { MessageKey, MessageValues } from "@/lib/actions/result";
import { descriptionKeyOf } from "@/lib/actions/titled";
import type { ToastVariant } from "./toast-store";

type Translate = (key: string, values?: MessageValues) => string;
export type ToastContent = { title: string; description?: string; variant?: ToastVariant };

/**
 * The toast of a refused action: the screen's title over the translated error, or the error alone.
 * An analysis error (001 §8) is its own title and description, whatever the screen's title.
 */
export function failureToast(failure: { error?: MessageKey; values?: MessageValues }, message: Translate, title?: string): ToastContent {
  const error = failure.error ?? "errors.unexpected";
  const description = descriptionKeyOf(error);
  if (description) return { title: message(error, failure.values), description: message(description, failure.values), variant: "destructive" };
  if (title) return { title, description: message(error, failure.values), variant: "destructive" };
  return { title: message(error, failure.values), variant: "destructive" };
}
