// POST /api/meta/deauthorize – Meta's deauthorize callback: the user removed the app on Facebook, so
// their profile is disconnected from Meta (spec 000 §7 disconnect). No deletion request is recorded.
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/http/guarded-route";
import { answerMetaCallback, metaCallbackLimit } from "@/lib/meta/callback-request";
import { disconnectMetaUser } from "@/lib/meta/data-deletion";

// Meta's servers send no Origin; the signed_request authenticates them.
export const POST = publicRoute(
  (request) =>
    answerMetaCallback(request, "deauthorize", async (metaUserId) => {
      await disconnectMetaUser(metaUserId);
      return NextResponse.json({ success: true });
    }),
  { sameOrigin: false, limit: metaCallbackLimit("deauthorize") },
);
