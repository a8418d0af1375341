import { captureLogs } from "@/lib/log/capture";
import { readFileSync } from "node:fs";
import { bytesSource, type ByteSource } from "./byte-source";
import { probeMedia } from "./probe";
import { sniffMedia } from "./sniff";

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/media/${name}`));

async function probe(bytes: Uint8Array) {
  const kind = sniffMedia(bytes);
  if (!kind) throw new Error("not media");
  return probeMedia(bytesSource(bytes), kind);
}

/** The offset of a box's content (after its 8-byte header), found by its type. */
function boxContent(bytes: Uint8Array, type: string): number {
  const at = Buffer.from(bytes).indexOf(type);
  if (at < 0) throw new Error(`no ${type} box`);
  return at + 4;
}

describe("probeMedia", () => {
  it.each([
    ["square-1080.jpg", 1080, 1080],
    ["square-700.png", 700, 700],
    ["wide-800x600.gif", 800, 600],
    ["small-300.png", 300, 300],
  ])("reads the size of %s", async (name, width, height) => {
    expect(await probe(fixture(name))).toEqual({ width, height });
  });

  it.each([
    ["clip-640x360.mp4", 640, 360],
    ["clip-640x360.mov", 640, 360],
    ["clip-640x360.avi", 640, 360],
    ["lowres-320x240.mp4", 320, 240],
  ])("reads the duration and picture size of %s", async (name, width, height) => {
    expect(await probe(fixture(name))).toEqual({ duration: 2, width, height });
  });

  it("reads only headers: a few small reads of a video", async () => {
    const bytes = fixture("clip-640x360.mp4");
    const reads: number[] = [];
    const source: ByteSource = { size: bytes.length, read: async (position, length) => (reads.push(length), bytes.subarray(position, position + length)) };
    await probeMedia(source, sniffMedia(bytes)!);
    expect(Math.max(...reads)).toBeLessThanOrEqual(96);
  });

  it("reads a 64-bit (version 1) movie header", async () => {
    const bytes = fixture("clip-640x360.mp4");
    const mvhd = boxContent(bytes, "mvhd");
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    // Rewrite the v0 header (times 4+4, timescale, duration) as far as v1 fields go within it.
    const timescale = view.getUint32(mvhd + 12);
    view.setUint8(mvhd, 1);
    view.setUint32(mvhd + 20, timescale);
    view.setBigUint64(mvhd + 24, BigInt(timescale) * 15_000n);
    expect((await probe(bytes)).duration).toBe(15_000);
  });

  it("applies a quarter-turn rotation to the picture size", async () => {
    const bytes = fixture("clip-640x360.mp4");
    const matrix = boxContent(bytes, "tkhd") + 40;
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    [0, 0x10000, 0, -0x10000, 0].forEach((value, index) => view.setInt32(matrix + index * 4, value));
    expect(await probe(bytes)).toMatchObject({ width: 360, height: 640 });
  });

  it("gives null facts for a video whose headers are missing", async () => {
    expect(await probe(fixture("truncated.mp4"))).toEqual({ duration: null, width: null, height: null });
    const avi = fixture("clip-640x360.avi").slice(0, 40);
    expect(await probe(avi)).toEqual({ duration: null, width: null, height: null });
  });

  it("gives null dimensions for an image cut short", async () => {
    expect(await probe(fixture("square-700.png").slice(0, 12))).toEqual({ width: null, height: null });
  });

  it("accepts the file unchecked when probing itself fails (spec 001 §5 rule 8)", async () => {
    const logs = captureLogs();
    const failing: ByteSource = { size: 10_000, read: () => Promise.reject(new Error("disk unplugged")) };
    expect(await probeMedia(failing, { kind: "video", mime: "video/mp4", extension: "mp4" })).toEqual({});
    logs.restore();
    expect(logs.entries).toEqual([expect.objectContaining({ level: "warn", msg: "[media] probing failed; the file is accepted unchecked" })]);
  });
});
