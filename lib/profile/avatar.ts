import "server-only";
import { imageSize } from "image-size";
import { db } from "@/lib/db";
import { sniffImage } from "@/lib/media/sniff";
import { perHour } from "@/lib/rate-limit/limits";
import { deleteFile, keyOfUrl, newKey, putFile } from "@/lib/storage/files";
import { avatarFolder } from "@/lib/storage/keys";
import { withinImageMaximum } from "@/lib/wizard/media-rules";

// spec 000 §5: avatar image JPG, PNG or GIF, at most 5 MB.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Avatar uploads a user may make per hour. */
export const AVATAR_UPLOAD_LIMIT = perHour("profile-avatar", 30);

export type AvatarOutcome = { ok: true; url: string } | { ok: false; error: "invalidFormat" | "tooLarge" | "dimensionsTooLarge" };

export async function saveAvatar(userId: string, bytes: Uint8Array): Promise<AvatarOutcome> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, error: "invalidFormat" };
  // Issue 29: a few bytes may declare 65535x65535 pixels, which every browser showing the avatar (the
  // admin's users list among them) would try to decode.
  const size = declaredSize(bytes);
  if (!size) return { ok: false, error: "invalidFormat" };
  if (!withinImageMaximum(size.width, size.height)) return { ok: false, error: "dimensionsTooLarge" };
  const previous = await db.profile.findUnique({ where: { userId }, select: { avatarUrl: true } });
  const stored = await putFile(newKey(avatarFolder(userId), kind.extension), bytes);
  try {
    await db.profile.update({ where: { userId }, data: { avatarUrl: stored.url } });
  } catch (error) {
    // The profile still points at the old file: the new one would be an orphan.
    await deleteFile(stored.key);
    throw error;
  }
  const oldKey = keyOfUrl(previous?.avatarUrl ?? null);
  if (oldKey) await deleteFile(oldKey);
  return { ok: true, url: stored.url };
}

function declaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null;
  }
}
