// GET /api/uploads/<key> – serves a stored file (avatars, campaign media) from local storage.
import { NextResponse } from "next/server";
import { MIME_BY_EXTENSION } from "@/lib/media/sniff";
import { readStoredFile } from "@/lib/storage";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  const bytes = await readStoredFile(key);
  if (!bytes) return new NextResponse("Not found", { status: 404 });
  const extension = key.split(".").pop() ?? "";
  return new NextResponse(new Uint8Array(bytes), {
    headers: {
      "Content-Type": MIME_BY_EXTENSION[extension] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=3600, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
