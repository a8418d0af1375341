import "server-only";
import { mediaFolder } from "@/lib/storage/keys";
import { deleteFile, newKey, openStoredFile, putStream } from "@/lib/storage/files";
import { MEDIA_LIMITS, checkMedia, type MediaProblem } from "@/lib/wizard/media-rules";
import { peekBody } from "./body-stream";
import { probeMedia, type ProbedFacts } from "./probe";
import { SNIFF_BYTES, sniffMedia, type MediaKind } from "./sniff";
import type { UploadedMedia } from "./upload-result";

export type MediaUploadOutcome = { ok: true; data: UploadedMedia } | { ok: false; problem: MediaProblem };

/**
 * spec 001 §5 Media: stores one uploaded creative under media/{userId}/ if it passes the Meta rules,
 * in their order. The type is the content's, sniffed from the first bytes; the body is streamed to
 * storage and stops being read once it passes its kind's size limit. A refused file leaves nothing.
 */
export async function storeUploadedMedia(
  userId: string,
  body: ReadableStream<Uint8Array> | null,
  { name, declaredSize, imageOnly = false }: { name: string; declaredSize?: number; imageOnly?: boolean },
): Promise<MediaUploadOutcome> {
  const upload = await peekBody(body, SNIFF_BYTES);
  try {
    const kind = sniffMedia(upload.head);
    const type = kind?.mime ?? "application/octet-stream";
    // Rules 1–3 depend on the type alone.
    const formatProblem = checkMedia({ type, size: 0 });
    if (formatProblem || !kind) return { ok: false, problem: formatProblem ?? { key: "onlyImagesAndVideos" } };
    if (imageOnly && kind.kind !== "image") return { ok: false, problem: { key: "imageFormat" } };
    const maxBytes = kind.kind === "image" ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
    const tooLarge: MediaProblem = { key: kind.kind === "image" ? "imageTooLarge" : "videoTooLarge" };
    if (declaredSize !== undefined && declaredSize > maxBytes) return { ok: false, problem: tooLarge };

    const stored = await putStream(newKey(mediaFolder(userId), kind.extension), upload.chunks, { maxBytes });
    if (!stored.ok) return { ok: false, problem: tooLarge };
    const { key, url } = stored.file;
    try {
      const facts = await probeStored(key, kind);
      const problem = checkMedia({ type, size: stored.size, ...facts });
      if (problem) {
        await deleteFile(key);
        return { ok: false, problem };
      }
      const displayName = name || `upload.${kind.extension}`;
      return {
        ok: true,
        data: { url, type: kind.kind, name: displayName, width: facts.width ?? null, height: facts.height ?? null, duration: facts.duration ?? null },
      };
    } catch (error) {
      await deleteFile(key);
      throw error;
    }
  } finally {
    await upload.cancel();
  }
}

async function probeStored(key: string, kind: MediaKind): Promise<ProbedFacts> {
  const file = await openStoredFile(key);
  if (!file) throw new Error(`stored media vanished: ${key}`);
  try {
    return await probeMedia(file, kind);
  } finally {
    await file.close();
  }
}
