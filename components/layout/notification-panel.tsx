"use client";

import { ExternalLink } from "@/components/ui/icons";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useState, type ReactElement } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useAction } from "@/components/ui/use-action";
import { markNotificationsReadAction } from "@/lib/bell/actions";
import { cn } from "@/lib/utils";

// The bell's panel (issue 33), loaded by NotificationBell on its first use and mounted open (issue 37): the
// newest notifications, each saying what happened in the seller's language, with the app's page about it
// and the place it gets fixed. The list is read when opened and again when the count moves while open.

/** One notification as GET /api/notifications sends it. */
type Item = {
  id: string;
  kind: "adRejected" | "billingHold" | "fatigueHigh" | "tokenExpiring" | "noResults";
  values: Record<string, string | number>;
  createdAt: string;
  readAt: string | null;
  links: { open: string; fix: { href: string; external: boolean } | null };
};

// `at`: when the list was read, the "now" its times are told against.
type List = { state: "loading" | "failed" } | { state: "loaded"; items: Item[]; at: number };

/** The newest notifications, or "failed". */
async function readList(): Promise<List> {
  try {
    const response = await fetch("/api/notifications", { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { items: Item[] };
    return { state: "loaded", items: body.items, at: Date.now() };
  } catch {
    return { state: "failed" };
  }
}

/**
 * `pulseMoves` counts the times the pulse saw the seller's data change; `checkPulse` asks it at once.
 */
export function NotificationPanel({ trigger, pulseMoves, checkPulse }: { trigger: ReactElement; pulseMoves: number; checkPulse: () => Promise<void> }) {
  const t = useTranslations("notifications");
  const [open, setOpen] = useState(true);
  const [list, setList] = useState<List>({ state: "loading" });
  // Marked read here: shown at once, then the pulse and the list bring the server's word.
  const [readHere, setReadHere] = useState<Set<string> | "all">(new Set());

  const load = useCallback(() => readList().then(setList), []);

  // Read on opening (this first time, on mount), and again when the pulse moves while open.
  useEffect(() => {
    if (open) void load();
  }, [open, pulseMoves, load]);

  const marking = useAction(markNotificationsReadAction, { failureTitle: false });
  const isRead = (item: Item) => Boolean(item.readAt) || readHere === "all" || readHere.has(item.id);
  const items = list.state === "loaded" ? list.items : [];
  const unreadShown = items.filter((item) => !isRead(item)).length;

  const markRead = async (ids?: string[]) => {
    setReadHere((current) => (!ids || current === "all" ? "all" : new Set([...current, ...ids])));
    await marking.run(ids ? { ids } : {});
    await Promise.all([checkPulse(), load()]);
    setReadHere(new Set());
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" aria-labelledby="notifications-heading" className="grid max-h-[min(32rem,calc(100dvh-5rem))] grid-rows-[auto_1fr]">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 id="notifications-heading" className="text-sm font-semibold">
            {t("bell")}
          </h2>
          {unreadShown > 0 ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void markRead()}>
              {t("markAllRead")}
            </Button>
          ) : null}
        </div>
        <div className="overflow-y-auto" aria-live="polite" aria-busy={list.state === "loading"}>
          {list.state === "failed" ? (
            <div className="grid gap-2 p-3 text-sm">
              <p role="alert">{t("loadError")}</p>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => {
                  setList({ state: "loading" });
                  void load();
                }}
              >
                {t("retry")}
              </Button>
            </div>
          ) : list.state === "loaded" && !items.length ? (
            <p className="p-3 text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <ul className="divide-y">
              {items.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  now={list.state === "loaded" ? list.at : 0}
                  read={isRead(item)}
                  onFollow={() => setOpen(false)}
                  onRead={() => void markRead([item.id])}
                />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationRow({ item, now, read, onFollow, onRead }: { item: Item; now: number; read: boolean; onFollow: () => void; onRead: () => void }) {
  const t = useTranslations("notifications");
  const format = useFormatter();
  const values = { ...item.values };
  if (item.kind === "tokenExpiring" && typeof values.expiresAt === "string") values.date = format.dateTime(new Date(values.expiresAt), { dateStyle: "long" });
  const reason = item.kind === "adRejected" && typeof values.reason === "string" && values.reason ? values.reason : null;
  const follow = () => {
    if (!read) onRead();
    onFollow();
  };
  const linkClass = "inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline";
  return (
    <li className={cn("grid gap-1 p-3 text-sm", !read && "bg-accent/40")}>
      <p className="flex items-start justify-between gap-2 font-medium">
        <span>
          {!read ? (
            <>
              <span aria-hidden className="me-1.5 inline-block size-2 rounded-full bg-primary align-middle" />
              <span className="sr-only">{t("new")}: </span>
            </>
          ) : null}
          {t(`kinds.${item.kind}.title`)}
        </span>
        <time dateTime={item.createdAt} className="shrink-0 text-xs font-normal text-muted-foreground">
          {format.relativeTime(new Date(item.createdAt), now)}
        </time>
      </p>
      <p className="[overflow-wrap:anywhere]">{t(`kinds.${item.kind}.body`, values)}</p>
      {reason ? <p className="text-muted-foreground [overflow-wrap:anywhere]">{t("kinds.adRejected.reason", { reason })}</p> : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link href={item.links.open} className={linkClass} onClick={follow}>
          {item.kind === "tokenExpiring" ? t("openIntegrations") : t("openCampaign")}
        </Link>
        {item.links.fix ? (
          item.links.fix.external ? (
            <a href={item.links.fix.href} target="_blank" rel="noopener noreferrer" className={linkClass} onClick={follow}>
              {t(`kinds.${item.kind}.fix`)}
              <ExternalLink className="size-3" aria-hidden />
            </a>
          ) : (
            <Link href={item.links.fix.href} className={linkClass} onClick={follow}>
              {t(`kinds.${item.kind}.fix`)}
            </Link>
          )
        ) : null}
      </p>
    </li>
  );
}
