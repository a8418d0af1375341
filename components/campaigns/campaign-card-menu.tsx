"use client";

import { MoreVertical } from "@/components/ui/icons";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { LazyPopup } from "@/components/ui/lazy-popup";
import type { CardMenuCampaign } from "./campaign-card-menu-content";

const CardMenuContent = lazy(() => import("./campaign-card-menu-content").then((module) => ({ default: module.CampaignCardMenuContent })));

/**
 * A campaign card's actions menu (issue 37). The page hydrates only this button; the Radix menu, the
 * actions and their dialogs load on its first use and open at once, as the menu itself would have.
 */
export function CampaignCardMenu({ campaign, label }: { campaign: CardMenuCampaign; label: string }) {
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={label}>
      <MoreVertical aria-hidden />
    </Button>
  );
  return (
    <LazyPopup popup="menu" trigger={trigger}>
      {(opening) => <CardMenuContent campaign={campaign} trigger={trigger} openedByKeyboard={opening.byKeyboard} />}
    </LazyPopup>
  );
}
