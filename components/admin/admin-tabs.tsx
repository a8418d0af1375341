"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ADMIN_TABS, type AdminTab } from "./admin-tab-names";

/** The admin dashboard's tabs. Switching writes ?tab= into the URL without a round trip to the server. */
export function AdminTabs({ initialTab, panels }: { initialTab: AdminTab; panels: Record<AdminTab, ReactNode> }) {
  const t = useTranslations("admin.tabs");
  const [tab, setTab] = useState<AdminTab>(initialTab);

  function select(value: string) {
    const next = ADMIN_TABS.find((name) => name === value) ?? "settings";
    setTab(next);
    const params = new URLSearchParams(window.location.search);
    params.set("tab", next);
    // Next.js keeps its router in step with history.replaceState, so reloads and links see the tab.
    window.history.replaceState(null, "", `?${params.toString()}`);
  }

  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
        {ADMIN_TABS.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(name)}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map((name) => (
        <TabsContent key={name} value={name}>
          {panels[name]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
