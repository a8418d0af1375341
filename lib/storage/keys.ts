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

/** The storage key behind one of our file URLs, or null for any other address (or a key that is not one). */
export function keyOfUrl(url: string | null): string | null {
  const key = url?.startsWith("/api/uploads/") ? url.slice("/api/uploads/".length) : null;
  return key && isStorageKey(key) ? key : null;
}

/** The folder of a user's media (uploads, generated images, product photos). */
export const mediaFolder = (userId: string) => `media/${userId}`;

/** The folder of a user's avatar images. */
export const avatarFolder = (userId: string) => `avatars/${userId}`;

/** Whether a file sits in a user's own folder (media, avatar): the user's data, never for a shared cache. */
export const isUserFile = (key: string) => [mediaFolder(""), avatarFolder("")].some((root) => key.startsWith(root));

/** Whether a file URL names one of the user's own media files: decided on the key, never on the address's text. */
export function isOwnMedia(url: string, userId: string): boolean {
  const key = keyOfUrl(url);
  return key !== null && key.split("/").length === 3 && key.startsWith(`${mediaFolder(userId)}/`);
}
