import "server-only";
import { fail, ok, type ActionResult, type MessageKey } from "@/lib/actions/result";
import { requestLogger } from "@/lib/log/request";
import { fetchImage } from "@/lib/scrape/fetch-image";
import { FetchPageError, type FetchOptions } from "@/lib/scrape/fetch-page";
import { PRODUCT_PHOTO_ID } from "./product-photo";
import { displayName } from "./schemas";
import { storeUploadedMedia } from "./store-upload";

export type ProductPhotoCreative = { id: string; type: "image"; url: string; name: string; generated: false; isMain: boolean };

const ERRORS = "wizard.creatives.productPhoto.errors" as const;

/**
 * Copies the product page's photo into the user's media, as an upload would be stored: fetched from
 * public addresses only, then the Meta rules of spec 001 §5 (JPEG, PNG or GIF, at most 30 MB, at
 * least 600x600 px). A refused photo leaves nothing stored.
 */
export async function importProductPhoto(
  userId: string,
  url: string,
  { total, fetchOptions }: { total: number; fetchOptions: FetchOptions },
): Promise<ActionResult<ProductPhotoCreative>> {
  try {
    const image = await fetchImage(url, fetchOptions);
    const outcome = await storeUploadedMedia(userId, image.body, { name: nameOf(image.url), declaredSize: image.size, imageOnly: true });
    if (!outcome.ok) return fail(`wizard.media.errors.${outcome.problem.key}`, undefined, outcome.problem.values);
    return ok({ id: PRODUCT_PHOTO_ID, type: "image", url: outcome.data.url, name: outcome.data.name, generated: false, isMain: total === 0 });
  } catch (error) {
    if (error instanceof FetchPageError) return fail(keyOf(error));
    (await requestLogger()).error({ err: error, userId }, "[media] product photo import failed");
    return fail(`${ERRORS}.failed`);
  }
}

function keyOf(error: FetchPageError): MessageKey {
  if (error.kind === "too_large") return "wizard.media.errors.imageTooLarge";
  if (error.kind === "not_image") return `${ERRORS}.notImage`;
  return `${ERRORS}.unreachable`;
}

// The photo's file name, for display only (an upload keeps the device's).
function nameOf(url: string): string {
  const parsed = displayName.safeParse(new URL(url).pathname.split("/").pop() ?? "");
  return parsed.success ? parsed.data : "";
}
