// POST /api/meta/data-deletion – Meta's data deletion callback: erases the user's Meta data and answers
// with the status page's address and the confirmation code (spec 000 §2 data deletion page).
import { NextResponse } from "next/server";
import { requestLogger } from "@/lib/log/request";
import { metaCallbackRefusal, verifyMetaCallback } from "@/lib/meta/callback-request";
import { dataDeletionStatusUrl, deleteMetaUserData } from "@/lib/meta/data-deletion";

export async function POST(request: Request) {
  const callback = await verifyMetaCallback(request, "data-deletion");
  if (!callback.ok) return metaCallbackRefusal(callback);
  try {
    const { confirmationCode } = await deleteMetaUserData(callback.metaUserId);
    return NextResponse.json({ url: dataDeletionStatusUrl(confirmationCode), confirmation_code: confirmationCode });
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[meta data deletion] failed");
    return NextResponse.json({ error: "server_error" }, { status: 500 });
  }
}
