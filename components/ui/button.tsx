import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "./button-styles";

export const buttonVariants = cva(BUTTON_BASE, {
  variants: { variant: BUTTON_VARIANTS, size: BUTTON_SIZES },
  defaultVariants: { variant: "default", size: "default" },
});

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
