// POST /api/profile/avatar – the signed-in user's new avatar, the raw image as the body (spec 000 §5:
// JPG, PNG or GIF, at most 5 MB, checked by content, of a size a browser can decode). Read with the cap as it arrives, never whole first.
import { NextResponse } from "next/server";
import { ok } from "@/lib/actions/result";
import { readBody } from "@/lib/http/body";
import { failure } from "@/lib/http/failure";
import { userRoute } from "@/lib/http/guarded-route";
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_LIMIT, saveAvatar } from "@/lib/profile/avatar";

export const POST = userRoute(
  async (request, { user }) => {
    const bytes = await readBody(request, { maxBytes: AVATAR_MAX_BYTES, tooLarge: "profilePage.avatar.tooLarge" });
    const outcome = await saveAvatar(user.id, bytes);
    if (!outcome.ok) return failure(outcome.error === "tooLarge" ? 413 : 422, `profilePage.avatar.${outcome.error}`);
    return NextResponse.json(ok({ url: outcome.url }));
  },
  { limit: AVATAR_UPLOAD_LIMIT, unexpected: "profilePage.avatar.uploadFailed" },
);
