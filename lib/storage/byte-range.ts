// One HTTP byte range (RFC 9110 §14.1.2), as browsers send to seek in a video. Several ranges in
// one header are answered with the whole file, which the RFC allows.
export type ByteRange = { start: number; end: number };

/** The inclusive range a Range header asks for, null to send the whole file, "unsatisfiable" for 416. */
export function parseByteRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // "bytes=-N": the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
