import { perHour } from "@/lib/rate-limit/limits";

/** Uploads of wizard media a user may make per hour. */
export const MEDIA_UPLOAD_LIMIT = perHour("wizard-media", 60, { error: "wizard.errors.rateLimited" });

/** The HTTP status of each refusal of an upload (spec 001 §5 rule keys). */
export function statusOfMediaProblem(key: string): number {
  if (key === "onlyImagesAndVideos" || key === "imageFormat" || key === "videoFormat") return 415;
  if (key === "imageTooLarge" || key === "videoTooLarge") return 413;
  return 422;
}
