"use client";

import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";

// WAI-ARIA's tabs pattern with automatic activation, as Radix Tabs had it (the same props, roles and data-state),
// without its roving focus and collection: for a few tabs they cost a page more than its own code (issue 37).

type TabsState = { value: string; select: (value: string) => void; id: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`${part} must be inside Tabs`);
  return tabs;
}

const triggerId = (tabs: TabsState, value: string) => `${tabs.id}-trigger-${value}`;
const contentId = (tabs: TabsState, value: string) => `${tabs.id}-content-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> & { value?: string; defaultValue?: string; onValueChange?: (value: string) => void };

export function Tabs({ value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, id }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

// The keys that move along the tabs, and where each goes from tab `at` of `count`.
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  // The arrows, Home and End move the focus along the enabled tabs; a tab opens as it gets the focus.
  function move(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const next = MOVES[event.key];
    if (!next || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    event.preventDefault();
    tabs[next(at, tabs.length)]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground", className)}
      onKeyDown={move}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onMouseDown, onClick, onFocus, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      // As Radix did: a primary press opens the tab at once; a click (the keyboard's, a screen reader's) and the focus too.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** A tab's panel; mounted only while its tab is open, unless `forceMount` (then data-state says which is open). */
export function TabsContent({ value, forceMount, className, ...props }: ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs, value)}
      aria-labelledby={triggerId(tabs, value)}
      tabIndex={0}
      data-state={selected ? "active" : "inactive"}
      className={cn("mt-4 focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    />
  );
}
