import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { controlClassName } from "./control";

// A native <select>: the most usable choice on a phone and by keyboard. No vertical padding, which
// would only clip the text of a fixed-height select.
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={selectClassName(className)} {...props} />;
}

/** The select's classes with a caller's own, for a <select> rendered where this component is not. */
export const selectClassName = (className?: string) => cn(controlClassName, "h-10 min-w-0", className);
