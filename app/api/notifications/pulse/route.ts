// GET /api/notifications/pulse – what an open screen polls to show Meta's changes without a reload: the
// unread count and a stamp that moves when anything the seller sees changed (lib/notifications/list.ts).
import { NextResponse } from "next/server";
import { notificationPulse } from "@/lib/notifications";
import { NOTIFICATION_LIMITS } from "@/lib/notification-limits";
import { userRoute } from "@/lib/http/guarded-route";

export const GET = userRoute(async (_request, { user }) => NextResponse.json(await notificationPulse(user.id), { headers: { "Cache-Control": "no-store" } }), {
  limit: NOTIFICATION_LIMITS.pulse,
});
