// Identifies an image by its first bytes, not by the name or the type the browser claims.
export type ImageKind = { mime: "image/jpeg" | "image/png" | "image/gif"; extension: "jpg" | "png" | "gif" };

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { mime: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: "image/png", extension: "png" };
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mime: "image/gif", extension: "gif" };
  }
  return null;
}

export const MIME_BY_EXTENSION: Record<string, string> = { jpg: "image/jpeg", png: "image/png", gif: "image/gif" };
