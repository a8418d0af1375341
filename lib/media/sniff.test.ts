import { sniffImage } from "./sniff";

describe("sniffImage", () => {
  it("recognises JPEG, PNG and GIF by their signatures", () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe("jpg");
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.extension).toBe("png");
    expect(sniffImage(new TextEncoder().encode("GIF89a..."))?.extension).toBe("gif");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffImage(new TextEncoder().encode("<svg xmlns=..."))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
