// POST /api/profile/avatar – uploads the signed-in user's avatar (multipart field "file").
import { NextResponse, type NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { requestLogger } from "@/lib/log/request";
import { AVATAR_MAX_BYTES, saveAvatar } from "@/lib/profile/avatar";

const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function POST(request: NextRequest) {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ error: "errors.unauthorized" }, { status: 401 });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > AVATAR_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    return NextResponse.json({ error: "profilePage.avatar.tooLarge" }, { status: 413 });
  }
  try {
    const form = await request.formData();
    const file = form.get("file");
    if (!(file instanceof File)) return NextResponse.json({ error: "profilePage.avatar.invalidFormat" }, { status: 422 });
    if (file.size > AVATAR_MAX_BYTES) return NextResponse.json({ error: "profilePage.avatar.tooLarge" }, { status: 413 });
    const outcome = await saveAvatar(user.id, new Uint8Array(await file.arrayBuffer()));
    if (!outcome.ok) {
      return NextResponse.json({ error: `profilePage.avatar.${outcome.error}` }, { status: outcome.error === "tooLarge" ? 413 : 422 });
    }
    return NextResponse.json({ url: outcome.url });
  } catch (error) {
    (await requestLogger()).error({ err: error, userId: user.id }, "[avatar] upload failed");
    return NextResponse.json({ error: "profilePage.avatar.uploadFailed" }, { status: 500 });
  }
}
