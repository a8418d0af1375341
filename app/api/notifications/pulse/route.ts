// GET /api/notifications/pulse – what an open screen polls to show Meta's changes without a reload: the
// unread count and a stamp that moves when anything the seller sees changed (lib/notifications/list.ts).
// A tab whose session ended (signed out here or elsewhere, expired) is told so, not refused: it stops
// polling, and the browser logs no failed request every few seconds.
import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { publicRoute } from "@/lib/http/guarded-route";
import { NOTIFICATION_LIMITS } from "@/lib/bell/limits";
import { notificationPulse } from "@/lib/notifications";

export const GET = publicRoute(
  async () => {
    const user = await getCurrentUser();
    const body = user ? { signedIn: true, ...(await notificationPulse(user.id)) } : { signedIn: false };
    return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
  },
  { limit: NOTIFICATION_LIMITS.pulse },
);
