import { readFileSync } from "node:fs";
import { sniffImage, sniffMedia } from "./sniff";

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/media/${name}`));
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffImage", () => {
  it("recognises JPEG, PNG and GIF by their signatures", () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe("jpg");
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.extension).toBe("png");
    expect(sniffImage(text("GIF89a..."))?.extension).toBe("gif");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffImage(text("<svg xmlns=..."))).toBeNull();
    expect(sniffImage(text("%PDF-1.7"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
    expect(sniffImage(fixture("clip-640x360.mp4"))).toBeNull();
  });
});

describe("sniffMedia", () => {
  it.each([
    ["square-1080.jpg", "image", "image/jpeg", "jpg"],
    ["square-700.png", "image", "image/png", "png"],
    ["wide-800x600.gif", "image", "image/gif", "gif"],
    ["photo-700.webp", "image", "image/webp", "webp"],
    ["bitmap-64.bmp", "image", "image/bmp", "bmp"],
    ["clip-640x360.mp4", "video", "video/mp4", "mp4"],
    ["clip-640x360.mov", "video", "video/quicktime", "mov"],
    ["clip-640x360.avi", "video", "video/x-msvideo", "avi"],
    ["clip-640x360.webm", "video", "video/webm", "webm"],
  ])("tells %s by its content", (name, kind, mime, extension) => {
    expect(sniffMedia(fixture(name))).toEqual({ kind, mime, extension });
  });

  it("takes an old QuickTime file that starts with a bare atom for MOV", () => {
    expect(sniffMedia(Uint8Array.from([0, 0, 0, 8, ...text("wide"), 0, 0, 0, 8, ...text("mdat")]))?.mime).toBe("video/quicktime");
    expect(sniffMedia(Uint8Array.from([0, 0, 0, 8, ...text("moov")]))?.mime).toBe("video/quicktime");
  });

  it("tells MP4 relatives apart by the ftyp brand", () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const bytes = text(`\0\0\0\0ftyp${major}\0\0\0\0${compatible.join("")}`);
      new DataView(bytes.buffer).setUint32(0, bytes.length);
      return bytes;
    };
    expect(sniffMedia(ftyp("mp42", "isom"))?.mime).toBe("video/mp4");
    expect(sniffMedia(ftyp("XAVC", "mp42"))?.mime).toBe("video/mp4");
    expect(sniffMedia(ftyp("heic", "mif1"))?.mime).toBe("image/heic");
    expect(sniffMedia(ftyp("3gp5", "isom"))?.mime).toBe("video/3gpp");
    expect(sniffMedia(ftyp("M4A ", "mp42"))).toBeNull();
  });

  it("names Matroska that is not WebM as MKV", () => {
    const mkv = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...text("matroska")]);
    expect(sniffMedia(mkv)?.mime).toBe("video/x-matroska");
  });

  it("finds nothing in text, even text that begins like a bitmap or a RIFF file", () => {
    expect(sniffMedia(fixture("notes.txt"))).toBeNull();
    expect(sniffMedia(text("BMW owners club: notes for the next meeting"))).toBeNull();
    expect(sniffMedia(text("RIFF....WAVEfmt "))).toBeNull();
    expect(sniffMedia(new Uint8Array())).toBeNull();
  });
});
