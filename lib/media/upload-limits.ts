import { perHour } from "@/lib/rate-limit/limits";

/** Uploads of wizard media a user may make per hour. */
export const MEDIA_UPLOAD_LIMIT = perHour("wizard-media", 60, { error: "wizard.errors.rateLimited" });

/** Copies of a product page's photo a user may ask for per hour (each one fetches a remote address). */
export const PRODUCT_PHOTO_RATE = { limit: 30, windowMs: 60 * 60 * 1000 };

/** The HTTP status of each refusal of an upload (spec 001 §5 rule keys). */
export function statusOfMediaProblem(key: string): number {
  if (key === "onlyImagesAndVideos" || key === "imageFormat" || key === "videoFormat") return 415;
  if (key === "imageTooLarge" || key === "videoTooLarge") return 413;
  return 422;
}
