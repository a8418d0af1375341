// GET /api/uploads/<key> – serves a stored file (avatars, campaign media) from storage (local disk or
// the S3 bucket), streamed, with byte ranges so a video can play and seek in the browser.
import { NextResponse } from "next/server";
import { MIME_BY_EXTENSION } from "@/lib/media/sniff";
import { statStoredFile, storedFileStream } from "@/lib/storage";
import { requestLogger } from "@/lib/log/request";
import { parseByteRange } from "@/lib/storage/byte-range";

const SECURITY_HEADERS = {
  "Cache-Control": "public, max-age=3600, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  try {
    return await serve(request, key);
  } catch (error) {
    // The bucket refused or could not be reached: logged, never shown.
    (await requestLogger()).error({ error, key }, "stored file could not be read");
    return new NextResponse("Storage unavailable", { status: 500 });
  }
}

async function serve(request: Request, key: string) {
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
  const body = await storedFileStream(key, range ?? undefined);
  // Deleted between the two reads.
  if (!body) return new NextResponse("Not found", { status: 404 });
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
}
