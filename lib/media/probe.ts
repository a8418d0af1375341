import type { ByteSource } from "./byte-source";
import { probeAvi } from "./probe-avi";
import { probeImage } from "./probe-image";
import { probeIsoVideo } from "./probe-iso-video";
import type { MediaKind } from "./sniff";
import { logger } from "@/lib/log/server";

/** The facts checkMedia reads: null when the file could not be read, undefined when not checked. */
export type ProbedFacts = { width?: number | null; height?: number | null; duration?: number | null };

const PROBES: Record<string, (source: ByteSource) => Promise<ProbedFacts>> = {
  "image/jpeg": probeImage,
  "image/png": probeImage,
  "image/gif": probeImage,
  "video/mp4": probeIsoVideo,
  "video/quicktime": probeIsoVideo,
  "video/x-msvideo": probeAvi,
};

// spec 001 §5 rule 8: if the dimension or duration check itself fails, that is logged and the
// file counts as valid (no facts), unlike a file whose headers cannot be read.
export async function probeMedia(source: ByteSource, kind: MediaKind): Promise<ProbedFacts> {
  const probe = PROBES[kind.mime];
  if (!probe) return {};
  try {
    return await probe(source);
  } catch (error) {
    logger.warn({ err: error }, "[media] probing failed; the file is accepted unchecked");
    return {};
  }
}
