import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it("reads an open, a closed and a suffix range", () => {
    expect(parseByteRange("bytes=0-", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange("bytes=100-199", 1000)).toEqual({ start: 100, end: 199 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("clips an end past the file and a suffix longer than it", () => {
    expect(parseByteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("refuses a range that starts past the end or runs backwards", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=500-100", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });

  it("sends the whole file for no header, another unit or several ranges", () => {
    expect(parseByteRange(null, 1000)).toBeNull();
    expect(parseByteRange("items=0-5", 1000)).toBeNull();
    expect(parseByteRange("bytes=0-5,10-20", 1000)).toBeNull();
    expect(parseByteRange("bytes=-", 1000)).toBeNull();
  });
});
