// Identifies a file by its first bytes, not by the name or the type the browser claims.
export type ImageKind = { mime: "image/jpeg" | "image/png" | "image/gif"; extension: "jpg" | "png" | "gif" };

/** A recognised image or video, supported by Meta or not (checkMedia decides which). */
export type MediaKind = { kind: "image" | "video"; mime: string; extension: string };

/** How many leading bytes sniffMedia needs to tell every format it knows apart. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { mime: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: "image/png", extension: "png" };
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mime: "image/gif", extension: "gif" };
  }
  return null;
}

export function sniffMedia(bytes: Uint8Array): MediaKind | null {
  const image = sniffImage(bytes);
  if (image) return { kind: "image", ...image };
  return sniffRiff(bytes) ?? sniffIsoMedia(bytes) ?? sniffOther(bytes);
}

function sniffRiff(bytes: Uint8Array): MediaKind | null {
  if (ascii(bytes, 0, 4) !== "RIFF") return null;
  const form = ascii(bytes, 8, 4);
  if (form === "AVI ") return { kind: "video", mime: "video/x-msvideo", extension: "avi" };
  if (form === "WEBP") return { kind: "image", mime: "image/webp", extension: "webp" };
  return null;
}

const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);
const MP4_BRANDS = /^(iso[m2-9]|mp4[12]|mp71|avc1|M4VP?|dash|MSNV|NDAS|f4v |mmp4)$/;

// MP4, QuickTime and their ISO base-media relatives: an "ftyp" box names the brand; old QuickTime
// files start straight with a top-level atom.
function sniffIsoMedia(bytes: Uint8Array): MediaKind | null {
  const boxType = ascii(bytes, 4, 4);
  if (boxType !== "ftyp") {
    return QUICKTIME_ATOMS.has(boxType) ? { kind: "video", mime: "video/quicktime", extension: "mov" } : null;
  }
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const major = ascii(bytes, 8, 4);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) compatible.push(ascii(bytes, offset, 4));
  if (major === "qt  ") return { kind: "video", mime: "video/quicktime", extension: "mov" };
  if (/^(heic|heix|hevc|mif1|msf1)$/.test(major)) return { kind: "image", mime: "image/heic", extension: "heic" };
  if (/^avi[fs]$/.test(major)) return { kind: "image", mime: "image/avif", extension: "avif" };
  if (major.startsWith("3g")) return { kind: "video", mime: "video/3gpp", extension: "3gp" };
  if (/^M4[ABP] $/.test(major)) return null;
  if (MP4_BRANDS.test(major) || compatible.some((brand) => MP4_BRANDS.test(brand))) {
    return { kind: "video", mime: "video/mp4", extension: "mp4" };
  }
  return compatible.includes("qt  ") ? { kind: "video", mime: "video/quicktime", extension: "mov" } : null;
}

// A BMP's second header states its own size, one of a few known values: text starting "BM" has none.
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function sniffOther(bytes: Uint8Array): MediaKind | null {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // Matroska's EBML header names its DocType ("webm" or "matroska") within the first bytes.
    const header = ascii(bytes, 4, SNIFF_BYTES - 4);
    return header.includes("webm") ? { kind: "video", mime: "video/webm", extension: "webm" } : { kind: "video", mime: "video/x-matroska", extension: "mkv" };
  }
  if (ascii(bytes, 0, 2) === "BM" && BMP_HEADER_SIZES.has(bytes[14] ?? 0) && bytes[15] === 0) {
    return { kind: "image", mime: "image/bmp", extension: "bmp" };
  }
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return { kind: "image", mime: "image/tiff", extension: "tif" };
  if (ascii(bytes, 4, 8) === "jP  \r\n\x87\n") return { kind: "image", mime: "image/jp2", extension: "jp2" };
  return null;
}

/** The type a stored file is served with, by the extension its key was given at upload. */
export const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  mp4: "video/mp4",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
};
