"use client";

import { MoreVertical } from "@/components/ui/icons";
import { lazy, startTransition, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { CardMenuCampaign } from "./campaign-card-menu-content";

const CardMenuContent = lazy(() => import("./campaign-card-menu-content").then((module) => ({ default: module.CampaignCardMenuContent })));

// The keys that open a Radix DropdownMenu from its trigger.
const OPENING_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * A campaign card's actions menu (issue 37). The page hydrates only this button; the Radix menu, the
 * actions and their dialogs load on its first use and open at once, as the menu itself would have.
 */
export function CampaignCardMenu({ campaign, label }: { campaign: CardMenuCampaign; label: string }) {
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(null);
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={label}>
      <MoreVertical aria-hidden />
    </Button>
  );

  function open(byKeyboard: boolean) {
    // A transition keeps this button on screen while the menu's code loads.
    startTransition(() => setOpened((current) => current ?? { byKeyboard }));
  }

  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the button, takes the focus.
        event.preventDefault();
        open(false);
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open(true);
      }}
      // A click with no pointer (a screen reader's) opens it too, as from the keyboard.
      onClick={(event) => open(event.detail === 0)}
    >
      <MoreVertical aria-hidden />
    </Button>
  );

  return (
    <Suspense fallback={placeholder}>
      {opened ? <CardMenuContent campaign={campaign} trigger={trigger} openedByKeyboard={opened.byKeyboard} /> : placeholder}
    </Suspense>
  );
}
