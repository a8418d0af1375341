import { imageSize } from "image-size";
import type { ByteSource, Dimensions } from "./byte-source";

// A JPEG's size sits after its metadata segments, usually in the first few kilobytes but sometimes
// behind large EXIF or colour-profile blocks: read more only when the first window is not enough.
const WINDOWS = [64 * 1024, 4 * 1024 * 1024];

/** Width and height of a JPEG, PNG or GIF, as displayed (EXIF rotation applied); null when unreadable. */
export async function probeImage(source: ByteSource): Promise<Dimensions> {
  for (const window of [...WINDOWS, source.size]) {
    const bytes = await source.read(0, Math.min(window, source.size));
    try {
      const size = imageSize(bytes);
      const rotated = (size.orientation ?? 1) >= 5;
      return rotated ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
    } catch {
      if (window >= source.size) break;
    }
  }
  return { width: null, height: null };
}
