// GET /api/uploads/<key> – serves a stored file (avatars, campaign media) from storage (local disk or
// the S3 bucket), streamed, with byte ranges so a video can play and seek in the browser.
import { NextResponse } from "next/server";
import { failure } from "@/lib/http/failure";
import { route } from "@/lib/http/route";
import { MIME_BY_EXTENSION } from "@/lib/media/sniff";
import { statStoredFile, storedFileStream } from "@/lib/storage/files";
import { parseByteRange } from "@/lib/storage/byte-range";
import { isUserFile } from "@/lib/storage/keys";

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

// A key never changes content (a new file gets a new key), so the browser may keep it; a user's file,
// though, only in that browser: a shared cache (a proxy, a CDN) would hand it to whoever asks next.
const cacheControlOf = (key: string) => `${isUserFile(key) ? "private" : "public"}, max-age=3600, immutable`;

// A bucket that refuses or cannot be reached is the route's generic 500: logged, never shown.
export const GET = route<{ key: string[] }>(async (request, { params }) => {
  const key = params.key.join("/");
  const stats = await statStoredFile(key);
  if (!stats) return failure(404, "errors.notFound");
  const extension = key.split(".").pop() ?? "";
  const headers = {
    ...SECURITY_HEADERS,
    "Cache-Control": cacheControlOf(key),
    "Content-Type": MIME_BY_EXTENSION[extension] ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
  };
  const range = parseByteRange(request.headers.get("range"), stats.size);
  if (range === "unsatisfiable") {
    return new NextResponse(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${stats.size}` } });
  }
  const body = await storedFileStream(key, range ?? undefined);
  // Deleted between the two reads.
  if (!body) return failure(404, "errors.notFound");
  if (!range) {
    return new NextResponse(body, { headers: { ...headers, "Content-Length": String(stats.size) } });
  }
  return new NextResponse(body, {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.end - range.start + 1),
      "Content-Range": `bytes ${range.start}-${range.end}/${stats.size}`,
    },
  });
});
