// Builds PNG files in memory (8-bit RGB, no interlace), so the fakes and tests can have images of any
// size without committing large binaries. Never used by production code.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width x height PNG: a soft vertical gradient from `top` to `bottom` with a centred disc in `accent`
 * (enough to look like a product shot in a screenshot, and to tell images apart).
 */
export function makePng(
  width: number,
  height: number,
  colors: { top?: [number, number, number]; bottom?: [number, number, number]; accent?: [number, number, number] } = {},
): Buffer {
  const top = colors.top ?? [238, 242, 255];
  const bottom = colors.bottom ?? [199, 210, 254];
  const accent = colors.accent ?? [79, 70, 229];
  const radius = Math.min(width, height) / 4;
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    const background = top.map((value, i) => Math.round(value + (bottom[i]! - value) * t));
    const offset = y * rowLength;
    raw[offset] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 <= radius ** 2;
      const color = inside ? accent : background;
      raw[offset + 1 + x * 3] = color[0]!;
      raw[offset + 2 + x * 3] = color[1]!;
      raw[offset + 3 + x * 3] = color[2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
