"use client";

import { Bell } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { lazy, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyPopup } from "@/components/ui/lazy-popup";
import { usePulse } from "./use-pulse";

const NotificationPanel = lazy(() => import("./notification-panel").then((module) => ({ default: module.NotificationPanel })));

// The bell in the signed-in header (issue 33): the unread count on the button, kept current by the pulse.
// The panel with the newest notifications (Radix Popover, the list, marking read) loads on the bell's first
// use and opens at once (issue 37).
export function NotificationBell({ initialUnread, initialStamp }: { initialUnread: number; initialStamp: string }) {
  const t = useTranslations("notifications");
  const initial = useMemo(() => ({ unread: initialUnread, stamp: initialStamp }), [initialUnread, initialStamp]);
  // The times the pulse saw the seller's data change: an open panel reads its list again.
  const [pulseMoves, setPulseMoves] = useState(0);
  const { unread, check } = usePulse(initial, () => setPulseMoves((moves) => moves + 1));

  const trigger = (
    <Button variant="ghost" size="icon" className="relative" aria-label={`${t("bell")}: ${t("unread", { count: unread })}`}>
      <Bell className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute right-1 top-1 grid min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.7rem] font-semibold leading-5 text-destructive-foreground"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Button>
  );
  return (
    <LazyPopup popup="dialog" trigger={trigger}>
      {() => <NotificationPanel trigger={trigger} pulseMoves={pulseMoves} checkPulse={check} />}
    </LazyPopup>
  );
}
