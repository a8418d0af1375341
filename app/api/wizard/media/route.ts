// POST /api/wizard/media – one wizard creative (image or video), the raw file as the body and its
// name in X-File-Name (URI-encoded). Streamed: never through a server action's 1 MB body.
import { NextResponse } from "next/server";
import { ok } from "@/lib/actions/result";
import { bodyStream } from "@/lib/http/body";
import { failure } from "@/lib/http/failure";
import { userRoute } from "@/lib/http/guarded-route";
import { parseInput } from "@/lib/http/input";
import { mediaUploadHeadersSchema } from "@/lib/media/schemas";
import { storeUploadedMedia } from "@/lib/media/store-upload";
import { MEDIA_UPLOAD_LIMIT, statusOfMediaProblem } from "@/lib/media/upload-limits";
import type { UploadMediaResult } from "@/lib/media/upload-result";

// The size limit is the file kind's, applied by storeUploadedMedia once the content says which kind it is.
export const POST = userRoute(
  async (request, { user }) => {
    const headers = parseInput(mediaUploadHeadersSchema, {
      fileName: request.headers.get("x-file-name") ?? undefined,
      contentLength: request.headers.get("content-length") ?? undefined,
    });
    const outcome = await storeUploadedMedia(user.id, bodyStream(request), { name: headers.fileName, declaredSize: headers.contentLength });
    if (outcome.ok) return NextResponse.json<UploadMediaResult>(ok(outcome.data), { status: 201 });
    const { key, values } = outcome.problem;
    return failure(statusOfMediaProblem(key), `wizard.media.errors.${key}`, { values });
  },
  { limit: MEDIA_UPLOAD_LIMIT, unexpected: "wizard.media.errors.uploadFailed" },
);
