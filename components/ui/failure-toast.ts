import type { MessageKey, MessageValues } from "@/lib/actions/result";
import { descriptionKeyOf } from "@/lib/actions/titled";
import { planRefusalTitle } from "@/lib/plans/plan-rule";
import type { ToastVariant } from "./toast-store";

type Translate = (key: string, values?: MessageValues) => string;
export type ToastContent = { title: string; description?: string; variant?: ToastVariant };

/**
 * The toast of a refused action: the screen's title over the translated error, or the error alone.
 * An analysis error (001 §8) is its own title and description, whatever the screen's title; so is the
 * plan's refusal ("Plan limit reached" over what counts and how to free a slot, decision 023).
 */
export function failureToast(failure: { error?: MessageKey; values?: MessageValues }, message: Translate, title?: string): ToastContent {
  const error = failure.error ?? "errors.unexpected";
  const planTitle = planRefusalTitle(error);
  if (planTitle) return { title: message(planTitle), description: message(error, failure.values), variant: "destructive" };
  const description = descriptionKeyOf(error);
  if (description) return { title: message(error, failure.values), description: message(description, failure.values), variant: "destructive" };
  if (title) return { title, description: message(error, failure.values), variant: "destructive" };
  return { title: message(error, failure.values), variant: "destructive" };
}
