import type { ActionResult } from "@/lib/actions/result";
import { routeResultOf } from "@/lib/http/route-result";

/** Sends the new avatar to POST /api/profile/avatar as the raw body; the server checks it by content. */
export async function uploadAvatar(file: File): Promise<ActionResult<{ url: string }>> {
  const response = await fetch("/api/profile/avatar", {
    method: "POST",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
  });
  return routeResultOf(response, "profilePage.avatar.uploadFailed");
}
