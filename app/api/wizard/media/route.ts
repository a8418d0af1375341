// POST /api/wizard/media – one wizard creative (image or video), the raw file as the body and its
// name in X-File-Name (URI-encoded). Streamed: never through a server action's 1 MB body.
import { NextResponse, type NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { requestLogger } from "@/lib/log/request";
import { mediaUploadHeadersSchema } from "@/lib/media/schemas";
import { storeUploadedMedia } from "@/lib/media/store-upload";
import { MEDIA_UPLOAD_RATE, statusOfMediaProblem } from "@/lib/media/upload-limits";
import type { UploadMediaResult } from "@/lib/media/upload-result";
import type { MessageKey } from "@/lib/actions/result";
import { consumeRateLimit } from "@/lib/rate-limit";

const failure = (error: MessageKey, status: number, extra: { values?: Record<string, string | number>; headers?: HeadersInit } = {}) =>
  NextResponse.json<UploadMediaResult>({ ok: false, error, ...(extra.values ? { values: extra.values } : {}) }, { status, headers: extra.headers });

export async function POST(request: NextRequest) {
  const user = await getCurrentUser();
  if (!user) return failure("errors.unauthorized", 401);
  const limit = await consumeRateLimit(`wizard:media:${user.id}`, MEDIA_UPLOAD_RATE);
  if (!limit.allowed) return failure("wizard.errors.rateLimited", 429, { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  const headers = mediaUploadHeadersSchema.safeParse({
    fileName: request.headers.get("x-file-name") ?? undefined,
    contentLength: request.headers.get("content-length") ?? undefined,
  });
  if (!headers.success) return failure("errors.invalidInput", 400);
  try {
    const outcome = await storeUploadedMedia(user.id, request.body, { name: headers.data.fileName, declaredSize: headers.data.contentLength });
    if (outcome.ok) return NextResponse.json<UploadMediaResult>({ ok: true, data: outcome.data }, { status: 201 });
    const { key, values } = outcome.problem;
    return failure(`wizard.media.errors.${key}`, statusOfMediaProblem(key), { values });
  } catch (error) {
    (await requestLogger()).error({ err: error, userId: user.id }, "[media] upload failed");
    return failure("wizard.media.errors.uploadFailed", 500);
  }
}
