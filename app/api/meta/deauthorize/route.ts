// POST /api/meta/deauthorize – Meta's deauthorize callback: the user removed the app on Facebook, so
// their profile is disconnected from Meta (spec 000 §7 disconnect). No deletion request is recorded.
import { NextResponse } from "next/server";
import { requestLogger } from "@/lib/log/request";
import { metaCallbackRefusal, verifyMetaCallback } from "@/lib/meta/callback-request";
import { disconnectMetaUser } from "@/lib/meta/data-deletion";

export async function POST(request: Request) {
  const callback = await verifyMetaCallback(request, "deauthorize");
  if (!callback.ok) return metaCallbackRefusal(callback);
  try {
    await disconnectMetaUser(callback.metaUserId);
    return NextResponse.json({ success: true });
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[meta deauthorize] failed");
    return NextResponse.json({ error: "server_error" }, { status: 500 });
  }
}
