import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { controlClassName } from "./control";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClassName, "h-10 py-2 placeholder:text-muted-foreground", className)} {...props} />;
}
