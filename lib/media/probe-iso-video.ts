import type { ByteSource, VideoFacts } from "./byte-source";

// MP4 and QuickTime files are trees of boxes ("atoms"): [size:u32][type:4cc] then the content, with
// size 1 meaning a 64-bit size follows and 0 meaning "to the end of the file". Only the headers are
// read, box by box, so a 100 MB video costs a few small reads.
type Box = { type: string; start: number; end: number };

const UNREADABLE: VideoFacts = { duration: null, width: null, height: null };
const HEADER_BYTES = 16;

async function* boxesIn(source: ByteSource, from: number, to: number): AsyncGenerator<Box> {
  let offset = from;
  while (offset + 8 <= to) {
    const header = await source.read(offset, HEADER_BYTES);
    if (header.length < 8) return;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const type = String.fromCharCode(...header.subarray(4, 8));
    let size = view.getUint32(0);
    let start = offset + 8;
    if (size === 1) {
      if (header.length < 16) return;
      size = Number(view.getBigUint64(8));
      start = offset + 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < start - offset || offset + size > to) return;
    yield { type, start, end: offset + size };
    offset += size;
  }
}

async function find(source: ByteSource, parent: { start: number; end: number }, type: string): Promise<Box | null> {
  for await (const box of boxesIn(source, parent.start, parent.end)) if (box.type === type) return box;
  return null;
}

async function contentOf(source: ByteSource, box: Box, max: number): Promise<DataView> {
  const bytes = await source.read(box.start, Math.min(max, box.end - box.start));
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// mvhd: version, flags, then (v0) 32-bit or (v1) 64-bit times, a timescale and a duration.
async function durationIn(source: ByteSource, moov: Box): Promise<number | null> {
  const mvhd = await find(source, moov, "mvhd");
  if (!mvhd) return null;
  const view = await contentOf(source, mvhd, 32);
  const version = view.getUint8(0);
  const timescale = view.getUint32(version === 1 ? 20 : 12);
  const duration = version === 1 ? Number(view.getBigUint64(24)) : view.getUint32(16);
  return timescale > 0 ? duration / timescale : null;
}

// tkhd ends with a 3x3 matrix and the width and height as 16.16 fixed point; a matrix that turns
// the picture a quarter swaps them, as players show it.
async function dimensionsIn(source: ByteSource, trak: Box): Promise<{ width: number; height: number } | null> {
  const tkhd = await find(source, trak, "tkhd");
  if (!tkhd) return null;
  const view = await contentOf(source, tkhd, 96);
  const matrix = view.getUint8(0) === 1 ? 52 : 40;
  const width = Math.round(view.getUint32(matrix + 36) / 65536);
  const height = Math.round(view.getUint32(matrix + 40) / 65536);
  const quarterTurn = view.getInt32(matrix) === 0 && view.getInt32(matrix + 16) === 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

async function isVideoTrack(source: ByteSource, trak: Box): Promise<boolean> {
  const mdia = await find(source, trak, "mdia");
  const hdlr = mdia && (await find(source, mdia, "hdlr"));
  if (!hdlr) return false;
  const view = await contentOf(source, hdlr, 12);
  return String.fromCharCode(view.getUint8(8), view.getUint8(9), view.getUint8(10), view.getUint8(11)) === "vide";
}

/** Duration (seconds) and picture size of an MP4 or QuickTime file; null fields when unreadable. */
export async function probeIsoVideo(source: ByteSource): Promise<VideoFacts> {
  try {
    return await readMoov(source);
  } catch (error) {
    // A box shorter than its fields: a damaged file, not a failure of the check.
    if (error instanceof RangeError) return UNREADABLE;
    throw error;
  }
}

async function readMoov(source: ByteSource): Promise<VideoFacts> {
  const moov = await find(source, { start: 0, end: source.size }, "moov");
  if (!moov) return UNREADABLE;
  const duration = await durationIn(source, moov);
  for await (const box of boxesIn(source, moov.start, moov.end)) {
    if (box.type !== "trak" || !(await isVideoTrack(source, box))) continue;
    const dimensions = await dimensionsIn(source, box);
    if (dimensions && dimensions.width > 0 && dimensions.height > 0) return { duration, ...dimensions };
  }
  return { duration, width: null, height: null };
}
