import { randomBytes } from "node:crypto";

// Storage keys look like "media/<userId>/<time>-<random>.mp4": a lowercase first folder, no "..", and no
// segment starting with a dot, so no key can leave the storage root or name a partial upload.
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)+$/;

export type StoredFile = { key: string; url: string };

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes("..");
}

export function newKey(folder: string, extension: string): string {
  return `${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${extension}`;
}

// Files are always addressed through the app (app/api/uploads), whichever driver holds them.
export const urlOf = (key: string) => `/api/uploads/${key}`;

/** The storage key behind one of our file URLs, or null for any other address. */
export function keyOfUrl(url: string | null): string | null {
  return url?.startsWith("/api/uploads/") ? url.slice("/api/uploads/".length) : null;
}
