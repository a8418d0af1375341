import "server-only";
import { db } from "@/lib/db";
import { sniffImage } from "@/lib/media/sniff";
import { deleteFile, keyOfUrl, newKey, putFile } from "@/lib/storage";

// spec 000 §5: avatar image JPG, PNG or GIF, at most 5 MB.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarOutcome = { ok: true; url: string } | { ok: false; error: "invalidFormat" | "tooLarge" };

export async function saveAvatar(userId: string, bytes: Uint8Array): Promise<AvatarOutcome> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, error: "invalidFormat" };
  const stored = await putFile(newKey(`avatars/${userId}`, kind.extension), bytes);
  const previous = await db.profile.findUnique({ where: { userId }, select: { avatarUrl: true } });
  await db.profile.update({ where: { userId }, data: { avatarUrl: stored.url } });
  const oldKey = keyOfUrl(previous?.avatarUrl ?? null);
  if (oldKey) await deleteFile(oldKey);
  return { ok: true, url: stored.url };
}
