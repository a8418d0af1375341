import type { MessageKey } from "@/lib/actions/result";
/** A creative accepted by POST /api/wizard/media. */
export type UploadedMedia = {
  url: string;
  type: "image" | "video";
  /** The name the file had on the user's device, for display only. */
  name: string;
  width: number | null;
  height: number | null;
  /** Seconds, for videos. */
  duration: number | null;
};

/** The JSON answer of POST /api/wizard/media; `error` is a message key, `values` fill its placeholders. */
export type UploadMediaResult = { ok: true; data: UploadedMedia } | { ok: false; error: MessageKey; values?: Record<string, string | number> };
