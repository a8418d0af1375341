// Browsers name some types differently (Windows reports "video/avi") or not at all for an
// unfamiliar extension; the rules of spec 001 §5 use the standard names.
const ALIASES: Record<string, string> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "video/avi": "video/x-msvideo",
  "video/msvideo": "video/x-msvideo",
  "video/x-quicktime": "video/quicktime",
};

const BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  webm: "video/webm",
  mkv: "video/x-matroska",
};

/** The standard type of a file picked in the browser (the server still checks the content). */
export function mediaTypeOf(file: { name: string; type: string }): string {
  const claimed = file.type.toLowerCase();
  if (claimed) return ALIASES[claimed] ?? claimed;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? "application/octet-stream";
}
