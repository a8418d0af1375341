import { deleteFile, newKey, openStoredFile, putFile, putStream, readStoredFile, statStoredFile, storedFileStream } from "@/lib/storage/files";
import { STORAGE_DRIVERS, storageDriverForTests } from "./storage-drivers";

async function* chunks(...parts: (string | Error)[]) {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield new TextEncoder().encode(part);
  }
}

const text = async (stream: ReadableStream<Uint8Array> | null) => (stream ? new Response(stream).text() : null);

describe.each(STORAGE_DRIVERS)("streamed storage on %s", (driver) => {
  const storage = storageDriverForTests(driver);

  it("writes a stream under its key and reads it back whole, by range and at random", async () => {
    const key = newKey("media/user-s1", "mp4");
    const outcome = await putStream(key, chunks("hello ", "streamed ", "world"), { maxBytes: 100 });
    expect(outcome).toEqual({ ok: true, file: { key, url: `/api/uploads/${key}` }, size: 20 });
    expect((await readStoredFile(key))?.toString()).toBe("hello streamed world");
    expect(await statStoredFile(key)).toEqual({ size: 20 });
    expect(await text(await storedFileStream(key))).toBe("hello streamed world");
    expect(await text(await storedFileStream(key, { start: 6, end: 13 }))).toBe("streamed");
    const reader = (await openStoredFile(key))!;
    expect(reader.size).toBe(20);
    expect(Buffer.from(await reader.read(15, 100)).toString()).toBe("world");
    expect(Buffer.from(await reader.read(0, 5)).toString()).toBe("hello");
    expect(await reader.read(20, 10)).toHaveLength(0);
    await reader.close();
    expect(storage.filesLeft("media/user-s1")).toEqual([key]);
  });

  it("stops at the size limit and leaves nothing behind", async () => {
    const key = newKey("media/user-s2", "png");
    expect(await putStream(key, chunks("12345", "67890", "x"), { maxBytes: 10 })).toEqual({ ok: false, error: "tooLarge" });
    expect(await statStoredFile(key)).toBeNull();
    expect(storage.filesLeft("media/user-s2")).toEqual([]);
  });

  it("removes the partial file when the upload breaks off", async () => {
    const key = newKey("media/user-s3", "mov");
    await expect(putStream(key, chunks("part", new Error("client went away")), { maxBytes: 100 })).rejects.toThrow("client went away");
    expect(await statStoredFile(key)).toBeNull();
    expect(storage.filesLeft("media/user-s3")).toEqual([]);
  });

  it("stores bytes whole and deletes them, a missing file reading as nothing", async () => {
    const key = newKey("avatars/user-s4", "png");
    expect(await putFile(key, new TextEncoder().encode("avatar bytes"))).toEqual({ key, url: `/api/uploads/${key}` });
    expect((await readStoredFile(key))?.toString()).toBe("avatar bytes");
    await deleteFile(key);
    expect(await readStoredFile(key)).toBeNull();
    expect(await statStoredFile(key)).toBeNull();
    expect(await openStoredFile(key)).toBeNull();
    expect(await storedFileStream(key)).toBeNull();
    await deleteFile(key);
    expect(storage.filesLeft("avatars/user-s4")).toEqual([]);
  });

  it("refuses keys that leave the uploads folder", async () => {
    await expect(putStream("../escape.txt", chunks("x"), { maxBytes: 10 })).rejects.toThrow("invalid storage key");
    await expect(putFile("media/../../escape.txt", new Uint8Array(1))).rejects.toThrow("invalid storage key");
    expect(await statStoredFile("media/../../secrets.json")).toBeNull();
    expect(await storedFileStream(".partial/anything")).toBeNull();
    expect(await openStoredFile("../secrets.json")).toBeNull();
    expect(await readStoredFile("media/.partial/x")).toBeNull();
  });
});
