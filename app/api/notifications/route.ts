// GET /api/notifications – the bell's list: the signed-in seller's newest notifications, each with the
// app's page about it and where it gets fixed, and the unread count.
import { NextResponse } from "next/server";
import { listNotifications, notificationLinks, notificationPulse } from "@/lib/notifications";
import { NOTIFICATION_LIMITS } from "@/lib/bell/limits";
import { userRoute } from "@/lib/http/guarded-route";

export const GET = userRoute(
  async (_request, { user }) => {
    const [items, pulse] = await Promise.all([listNotifications(user.id), notificationPulse(user.id)]);
    // Meta's ids stay on the server: the browser gets the links made from them.
    const shown = items.map(({ metaCampaignId: _metaId, ...item }) => ({ ...item, links: notificationLinks({ ...item, metaCampaignId: _metaId }) }));
    return NextResponse.json({ ...pulse, items: shown }, { headers: { "Cache-Control": "no-store" } });
  },
  { limit: NOTIFICATION_LIMITS.list },
);
