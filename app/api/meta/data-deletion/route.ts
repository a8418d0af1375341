// POST /api/meta/data-deletion – Meta's data deletion callback: erases the user's Meta data and answers
// with the status page's address and the confirmation code (spec 000 §2 data deletion page).
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/http/guarded-route";
import { answerMetaCallback, metaCallbackLimit } from "@/lib/meta/callback-request";
import { dataDeletionStatusUrl, deleteMetaUserData } from "@/lib/meta/data-deletion";

// Meta's servers send no Origin; the signed_request authenticates them.
export const POST = publicRoute(
  (request) =>
    answerMetaCallback(request, "data-deletion", async (metaUserId) => {
      const { confirmationCode } = await deleteMetaUserData(metaUserId);
      // Meta's own answer format, not the action contract.
      return NextResponse.json({ url: dataDeletionStatusUrl(confirmationCode), confirmation_code: confirmationCode });
    }),
  { sameOrigin: false, limit: metaCallbackLimit("data-deletion") },
);
