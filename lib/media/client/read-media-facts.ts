import { checkMedia, type MediaFacts } from "@/lib/wizard/media-rules";
import { mediaTypeOf } from "./media-type";
import { reportBrowserWarning } from "@/lib/log/browser";

const METADATA_TIMEOUT_MS = 15_000;

type Measured = Pick<MediaFacts, "width" | "height" | "duration">;

/**
 * What the browser can tell about a picked file before uploading it, for checkMedia: its standard
 * type and size, and the picture size and duration when the format passes rules 1–5. A field is
 * null when the file could not be read, absent when the check could not run (spec 001 §5 rule 8:
 * logged, and the file counts as valid; the server probes it again anyway).
 */
export async function readMediaFacts(file: File): Promise<MediaFacts> {
  const facts: MediaFacts = { type: mediaTypeOf(file), size: file.size };
  if (checkMedia(facts)) return facts;
  try {
    const measured = facts.type.startsWith("image/") ? await measureImage(file) : await measureVideo(file, facts.type);
    return { ...facts, ...measured };
  } catch (error) {
    reportBrowserWarning("media", "could not check the file; it is accepted unchecked", error);
    return facts;
  }
}

async function measureImage(file: File): Promise<Measured> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { width: null, height: null };
  }
  const measured = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return measured;
}

// A browser that cannot play a container (Chrome and AVI) cannot measure it either: that is not
// the file's fault, so the check does not run (and the server's probe decides).
function measureVideo(file: File, type: string): Promise<Measured> {
  const video = document.createElement("video");
  if (!video.canPlayType(type)) return Promise.reject(new Error(`this browser cannot read ${type}`));
  const url = URL.createObjectURL(file);
  return new Promise<Measured>((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new Error("video metadata timed out"))), METADATA_TIMEOUT_MS);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      video.removeAttribute("src");
      video.load();
      URL.revokeObjectURL(url);
      settle();
    };
    video.preload = "metadata";
    video.muted = true;
    video.onloadedmetadata = () => {
      // Read before finish(): unloading the element resets its dimensions to 0.
      const duration = Number.isFinite(video.duration) ? video.duration : null;
      const { videoWidth: width, videoHeight: height } = video;
      const readable = width > 0 && height > 0;
      finish(() => resolve({ duration, width: readable ? width : null, height: readable ? height : null }));
    };
    video.onerror = () => finish(() => resolve({ duration: null, width: null, height: null }));
    video.src = url;
  });
}
