// spec 001 §5 Media: Meta compatibility of an uploaded file, the rules checked in this order, each
// with its message (keys under wizard.media.errors). Dimensions and duration come from the browser
// (or the server's probe) when they could be read.
export const MEDIA_LIMITS = {
  items: 5,
  aiImages: 3,
  imageBytes: 30 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  imageMinSide: 600,
  // Meta publishes no maximum. A header may declare any size (65535x65535 in a few bytes), and whoever
  // decodes it (the browser's preview, Meta) needs 4 bytes a pixel: 16384 px a side (browsers' own
  // canvas limit) and 50 megapixels (a phone's full-resolution photo, about 200 MB decoded) bound that.
  imageMaxSide: 16384,
  imageMaxPixels: 50_000_000,
  videoMinWidth: 600,
  videoMinHeight: 315,
  videoMaxSeconds: 14460,
  promptMax: 200,
} as const;

const IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/gif"];
const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/x-msvideo"];

export type MediaFacts = {
  type: string;
  size: number;
  /** Image or video dimensions; null when they could not be read. */
  width?: number | null;
  height?: number | null;
  /** Video duration in seconds; null when it could not be read. */
  duration?: number | null;
};

export type MediaProblemKey = Exclude<keyof (typeof import("@/messages/en.json"))["wizard"]["media"]["errors"], "uploadFailed" | "uploadCancelled">;
export type MediaProblem = { key: MediaProblemKey; values?: Record<string, string | number> };

export function checkMedia(file: MediaFacts): MediaProblem | null {
  const isImage = file.type.startsWith("image/");
  const isVideo = file.type.startsWith("video/");
  if (!isImage && !isVideo) return { key: "onlyImagesAndVideos" };
  if (isImage && !IMAGE_TYPES.includes(file.type)) return { key: "imageFormat" };
  if (isVideo && !VIDEO_TYPES.includes(file.type)) return { key: "videoFormat" };
  if (isImage && file.size > MEDIA_LIMITS.imageBytes) return { key: "imageTooLarge" };
  if (isVideo && file.size > MEDIA_LIMITS.videoBytes) return { key: "videoTooLarge" };
  if (isImage) {
    if (file.width === null || file.height === null) return { key: "imageUnreadable" };
    if (file.width !== undefined && file.height !== undefined && (file.width < MEDIA_LIMITS.imageMinSide || file.height < MEDIA_LIMITS.imageMinSide)) {
      return { key: "imageTooSmall", values: { width: file.width, height: file.height } };
    }
    if (file.width !== undefined && file.height !== undefined && !withinImageMaximum(file.width, file.height)) {
      return { key: "imageDimensionsTooLarge", values: { width: file.width, height: file.height } };
    }
    return null;
  }
  if (file.duration === null || file.width === null || file.height === null) return { key: "videoUnreadable" };
  if (file.duration !== undefined && file.duration > MEDIA_LIMITS.videoMaxSeconds) {
    return { key: "videoTooLong", values: { minutes: Math.round(file.duration / 60) } };
  }
  if (file.width !== undefined && file.height !== undefined && (file.width < MEDIA_LIMITS.videoMinWidth || file.height < MEDIA_LIMITS.videoMinHeight)) {
    return { key: "videoResolution", values: { width: file.width, height: file.height } };
  }
  return null;
}

/** Whether an image of this size can be decoded safely (the maximum above): wizard media and avatars alike. */
export const withinImageMaximum = (width: number, height: number) =>
  width <= MEDIA_LIMITS.imageMaxSide && height <= MEDIA_LIMITS.imageMaxSide && width * height <= MEDIA_LIMITS.imageMaxPixels;

/** spec 001 §5: at most 5 media items in total, at most 3 of them AI-generated. */
export function canAddMedia(
  current: { total: number; aiGenerated: number },
  adding: { count: number; aiGenerated?: boolean },
): "ok" | "mediaLimit" | "aiLimit" {
  if (current.total + adding.count > MEDIA_LIMITS.items) return "mediaLimit";
  if (adding.aiGenerated && current.aiGenerated + adding.count > MEDIA_LIMITS.aiImages) return "aiLimit";
  return "ok";
}
