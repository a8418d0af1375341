import { readFileSync } from "node:fs";
import { db } from "@/lib/db";
import { AVATAR_MAX_BYTES, saveAvatar } from "@/lib/profile/avatar";
import { keyOfUrl, readStoredFile } from "@/lib/storage/files";
import { makeUser } from "./factories";
import { declaringSize } from "./helpers";
import { STORAGE_DRIVERS, storageDriverForTests } from "./storage-drivers";

const png = new Uint8Array(readFileSync("e2e/fixtures-files/avatar.png"));

describe.each(STORAGE_DRIVERS)("avatar upload stored on %s", (driver) => {
  const storage = storageDriverForTests(driver);

  it("stores a real image and replaces the previous one", async () => {
    const user = await makeUser({ fullName: "Ana" });
    const first = await saveAvatar(user.id, png);
    expect(first.ok).toBe(true);
    const firstKey = keyOfUrl((first as { url: string }).url)!;
    expect(await readStoredFile(firstKey)).toEqual(Buffer.from(png));
    const second = await saveAvatar(user.id, png);
    expect((await db.profile.findUniqueOrThrow({ where: { userId: user.id } })).avatarUrl).toBe((second as { url: string }).url);
    expect(await readStoredFile(firstKey)).toBeNull();
    expect(storage.filesLeft(`avatars/${user.id}`)).toEqual([keyOfUrl((second as { url: string }).url)]);
  });

  it("refuses other content and oversized files without touching the profile", async () => {
    const user = await makeUser({ fullName: "Ana" });
    expect(await saveAvatar(user.id, new TextEncoder().encode("<svg onload=alert(1)>"))).toEqual({ ok: false, error: "invalidFormat" });
    expect(await saveAvatar(user.id, new Uint8Array(AVATAR_MAX_BYTES + 1))).toEqual({ ok: false, error: "tooLarge" });
    // A real PNG whose header declares 65535x65535 pixels (issue 29): a few bytes, billions to decode.
    expect(await saveAvatar(user.id, declaringSize(png, 65535))).toEqual({ ok: false, error: "dimensionsTooLarge" });
    expect((await db.profile.findUniqueOrThrow({ where: { userId: user.id } })).avatarUrl).toBeNull();
  });

  it("never reads outside the uploads folder", async () => {
    expect(await readStoredFile("../secrets.json")).toBeNull();
    expect(await readStoredFile("avatars/../../secrets.json")).toBeNull();
  });
});
