import "server-only";
import type { CreativePlacements } from "@/lib/campaigns/stored";
import { sniffImage } from "@/lib/media/sniff";
import { keyOfUrl, readStoredFile } from "@/lib/storage/files";
import { isOwnMedia } from "@/lib/storage/keys";
import { suggestCrops } from "./placements/smart-crop";

/** One of the seller's own stored images, as bytes; null for anyone else's file, a removed one or a video. */
export async function ownImageBytes(userId: string, url: string): Promise<Uint8Array | null> {
  const key = isOwnMedia(url, userId) ? keyOfUrl(url) : null;
  const bytes = key ? await readStoredFile(key) : null;
  return bytes && sniffImage(new Uint8Array(bytes)) ? new Uint8Array(bytes) : null;
}

/**
 * Issue 35: the proposed crop of each placement format for one of the seller's images, keeping the product
 * in frame; a format the product cannot be cropped to shows the whole image on its own backdrop (null).
 */
export async function proposePlacements(userId: string, url: string): Promise<CreativePlacements | null> {
  const bytes = await ownImageBytes(userId, url);
  if (!bytes) return null;
  const suggested = await suggestCrops(bytes);
  const crop = (id: keyof CreativePlacements["crops"]) => (suggested.fits[id] ? suggested.crops[id] : null);
  return { width: suggested.width, height: suggested.height, crops: { square: crop("square"), portrait: crop("portrait"), vertical: crop("vertical") } };
}
