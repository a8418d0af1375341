import type { UploadMediaResult } from "@/lib/media/upload-result";

export type { UploadedMedia, UploadMediaResult } from "@/lib/media/upload-result";

export type UploadMediaOptions = {
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const ENDPOINT = "/api/wizard/media";
const failed: UploadMediaResult = { ok: false, error: "wizard.media.errors.uploadFailed" };
const cancelled: UploadMediaResult = { ok: false, error: "wizard.media.errors.uploadCancelled" };

/**
 * Sends one file to POST /api/wizard/media as the raw body. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Never throws: a network failure, an answer that is not
 * ours and a cancellation come back as results with a message key.
 */
export function uploadMedia(file: File, { onProgress, signal }: UploadMediaOptions = {}): Promise<UploadMediaResult> {
  if (signal?.aborted) return Promise.resolve(cancelled);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = (result: UploadMediaResult) => {
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    request.open("POST", ENDPOINT);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => settle(parseResult(request.responseText));
    request.onerror = () => settle(failed);
    request.ontimeout = () => settle(failed);
    request.onabort = () => settle(cancelled);
    signal?.addEventListener("abort", onAbort);
    request.send(file);
  });
}

function parseResult(text: string): UploadMediaResult {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "ok" in body && (body.ok === true || typeof (body as { error?: unknown }).error === "string")) {
      return body as UploadMediaResult;
    }
  } catch {
    // Not JSON: a proxy's error page, for instance.
  }
  return failed;
}
