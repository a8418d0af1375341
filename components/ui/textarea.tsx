import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { controlClassName } from "./control";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClassName, "min-h-24 py-2 placeholder:text-muted-foreground", className)} {...props} />;
}
