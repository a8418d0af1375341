"use client";

import { Popover as Pop } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const Popover = Pop.Root;
export const PopoverTrigger = Pop.Trigger;
export const PopoverClose = Pop.Close;

/** A panel beside its trigger; on a phone it spans the screen's width less a margin. */
export function PopoverContent({ className, sideOffset = 6, collisionPadding = 8, ...props }: ComponentProps<typeof Pop.Content>) {
  return (
    <Pop.Portal>
      <Pop.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn("z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border bg-popover text-popover-foreground shadow-md outline-none", className)}
        {...props}
      />
    </Pop.Portal>
  );
}
