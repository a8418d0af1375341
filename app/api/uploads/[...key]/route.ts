// GET /api/uploads/<key> – serves a stored file (avatars, campaign media) from local storage,
// streamed, with byte ranges so a video can play and seek in the browser.
import { NextResponse } from "next/server";
import { MIME_BY_EXTENSION } from "@/lib/media/sniff";
import { statStoredFile, storedFileStream } from "@/lib/storage";
import { parseByteRange } from "@/lib/storage/byte-range";

const SECURITY_HEADERS = {
  "Cache-Control": "public, max-age=3600, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  const stats = await statStoredFile(key);
  if (!stats) return new NextResponse("Not found", { status: 404 });
  const extension = key.split(".").pop() ?? "";
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Type": MIME_BY_EXTENSION[extension] ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
  };
  const range = parseByteRange(request.headers.get("range"), stats.size);
  if (range === "unsatisfiable") {
    return new NextResponse(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${stats.size}` } });
  }
  if (!range) {
    return new NextResponse(storedFileStream(key), { headers: { ...headers, "Content-Length": String(stats.size) } });
  }
  return new NextResponse(storedFileStream(key, range), {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.end - range.start + 1),
      "Content-Range": `bytes ${range.start}-${range.end}/${stats.size}`,
    },
  });
}
