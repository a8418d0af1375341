"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { whenIdle } from "@/components/ui/when-idle";
import { PULSE_INTERVAL_MS } from "@/lib/bell/limits";

// Meta's changes reach an open screen without a reload (issue 33): while the tab is visible it asks the
// pulse (/api/notifications/pulse) every few seconds, and when the stamp moved it refreshes the screens
// that show campaigns from the server. Forms are left alone: a refresh keeps their state, but a seller
// editing a campaign should not see the page change under their hands. The asking starts when the
// browser is first idle, off the page's way to interactive (issue 37).

/** The pages whose server-rendered content shows Meta's state: the dashboard, the list, a campaign's pages. */
export const refreshesOnPulse = (pathname: string) => /^\/(dashboard|campaigns)(\/[^/]+)?$|^\/campaign\/view\/[^/]+$/.test(pathname);

export type Pulse = { unread: number; stamp: string };

/** The pulse, "ended" when the session did (signed out, expired), or null when it could not be read. */
const readPulse = async (): Promise<Pulse | "ended" | null> => {
  try {
    const response = await fetch("/api/notifications/pulse", { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<Pulse> & { signedIn?: boolean };
    if (body.signedIn === false) return "ended";
    return typeof body.unread === "number" && typeof body.stamp === "string" ? { unread: body.unread, stamp: body.stamp } : null;
  } catch {
    return null;
  }
};

/**
 * The unread count, kept current, and `check` to ask at once; when the seller's data changed, the screen
 * is refreshed and `onChange` called.
 */
export function usePulse(initial: Pulse, onChange?: () => void): Pulse & { check: () => Promise<void> } {
  const router = useRouter();
  const pathname = usePathname();
  // What the last poll read, beside the server render it followed; a newer render (a refresh, a
  // navigation) brings its own count and stamp.
  const [polled, setPolled] = useState<{ after: Pulse; pulse: Pulse } | null>(null);
  const pulse = polled?.after === initial ? polled.pulse : initial;
  const stamp = useRef(pulse.stamp);
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
    stamp.current = pulse.stamp;
  }, [pathname, pulse.stamp]);
  const basis = useRef(initial);
  const changed = useRef(onChange);
  useEffect(() => {
    basis.current = initial;
    changed.current = onChange;
  }, [initial, onChange]);

  const ended = useRef(false);
  const check = useCallback(async () => {
    if (ended.current) return;
    const next = await readPulse();
    // Signed out: the next page the seller opens takes them to sign in; nothing more to poll.
    if (next === "ended") ended.current = true;
    if (!next || next === "ended") return;
    setPolled({ after: basis.current, pulse: next });
    if (next.stamp !== stamp.current) {
      stamp.current = next.stamp;
      if (refreshesOnPulse(path.current)) router.refresh();
      changed.current?.();
    }
  }, [router]);

  useEffect(() => {
    const mountedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = (delay = PULSE_INTERVAL_MS) => {
      if (!stopped) timer = setTimeout(() => void tick(), delay);
    };
    async function tick() {
      clearTimeout(timer);
      if (document.visibilityState === "visible") await check();
      schedule();
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void tick();
    };
    // Issue 37: nothing on the page's way to interactive; the first ask still comes an interval after mount.
    const cancelStart = whenIdle(() => {
      schedule(Math.max(0, PULSE_INTERVAL_MS - (Date.now() - mountedAt)));
      document.addEventListener("visibilitychange", onVisible);
    });
    return () => {
      stopped = true;
      cancelStart();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [check]);
  return { ...pulse, check };
}
