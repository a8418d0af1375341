"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterLabels } from "./toast-list";
import { getServerToasts, getToasts, hasToasted, subscribeToasts } from "./toast-store";
import { whenIdle } from "./when-idle";

const loadToastList = () => import("./toast-list").then((module) => ({ default: module.ToastList }));
const ToastList = lazy(loadToastList);

/**
 * Every page's notifications. The list (Radix Toast) loads once the page is idle, never on its way to
 * showing, and mounts with the first toast: a failure said while the network is gone still shows.
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  useEffect(() => whenIdle(() => void loadToastList()), []);
  if (!hasToasted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} labels={labels} />
    </Suspense>
  );
}
