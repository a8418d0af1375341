import type { ByteSource, VideoFacts } from "./byte-source";

// An AVI is a RIFF file: "RIFF" size "AVI ", then chunks [id:4cc][size:u32le], lists being
// "LIST" size type. The main header "avih" sits in the first list ("hdrl"), near the start.
const HEADER_WINDOW = 64 * 1024;
const UNREADABLE: VideoFacts = { duration: null, width: null, height: null };

function findChunk(view: DataView, from: number, to: number, id: string, listType?: string): number | null {
  let offset = from;
  while (offset + 8 <= Math.min(to, view.byteLength)) {
    const chunkId = fourCc(view, offset);
    const size = view.getUint32(offset + 4, true);
    if (chunkId === id && (!listType || (offset + 12 <= view.byteLength && fourCc(view, offset + 8) === listType))) return offset;
    offset += 8 + size + (size % 2);
  }
  return null;
}

const fourCc = (view: DataView, offset: number) =>
  String.fromCharCode(view.getUint8(offset), view.getUint8(offset + 1), view.getUint8(offset + 2), view.getUint8(offset + 3));

/** Duration (seconds) and picture size from an AVI's main header; null fields when unreadable. */
export async function probeAvi(source: ByteSource): Promise<VideoFacts> {
  const bytes = await source.read(0, Math.min(HEADER_WINDOW, source.size));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const hdrl = findChunk(view, 12, view.byteLength, "LIST", "hdrl");
    const avih = hdrl === null ? null : findChunk(view, hdrl + 12, hdrl + 8 + view.getUint32(hdrl + 4, true), "avih");
    if (avih === null) return UNREADABLE;
    // avih: microseconds per frame, …, total frames at 16, …, width at 32 and height at 36.
    const data = avih + 8;
    const microsecondsPerFrame = view.getUint32(data, true);
    const totalFrames = view.getUint32(data + 16, true);
    const width = view.getUint32(data + 32, true);
    const height = view.getUint32(data + 36, true);
    return {
      duration: microsecondsPerFrame > 0 ? (microsecondsPerFrame * totalFrames) / 1_000_000 : null,
      width: width > 0 ? width : null,
      height: height > 0 ? height : null,
    };
  } catch (error) {
    if (error instanceof RangeError) return UNREADABLE;
    throw error;
  }
}
