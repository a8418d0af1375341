import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { newKey, openStoredFile, putStream, readStoredFile, statStoredFile, storedFileStream } from "@/lib/storage";

const partialDir = () => path.join(process.env.DATA_DIR ?? ".data", "uploads", ".partial");
const partialFiles = () => (existsSync(partialDir()) ? readdirSync(partialDir()) : []);

async function* chunks(...parts: (string | Error)[]) {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield new TextEncoder().encode(part);
  }
}

describe("streamed storage", () => {
  it("writes a stream under its key and reads it back whole, by range and at random", async () => {
    const key = newKey("media/user-s", "mp4");
    const outcome = await putStream(key, chunks("hello ", "streamed ", "world"), { maxBytes: 100 });
    expect(outcome).toEqual({ ok: true, file: { key, url: `/api/uploads/${key}` }, size: 20 });
    expect((await readStoredFile(key))?.toString()).toBe("hello streamed world");
    expect(await statStoredFile(key)).toEqual({ size: 20 });
    expect(await new Response(storedFileStream(key, { start: 6, end: 13 })).text()).toBe("streamed");
    const reader = (await openStoredFile(key))!;
    expect(Buffer.from(await reader.read(15, 100)).toString()).toBe("world");
    await reader.close();
    expect(partialFiles()).toEqual([]);
  });

  it("stops at the size limit and leaves nothing behind", async () => {
    const key = newKey("media/user-s", "png");
    expect(await putStream(key, chunks("12345", "67890", "x"), { maxBytes: 10 })).toEqual({ ok: false, error: "tooLarge" });
    expect(await statStoredFile(key)).toBeNull();
    expect(partialFiles()).toEqual([]);
  });

  it("removes the partial file when the upload breaks off", async () => {
    const key = newKey("media/user-s", "mov");
    await expect(putStream(key, chunks("part", new Error("client went away")), { maxBytes: 100 })).rejects.toThrow("client went away");
    expect(await statStoredFile(key)).toBeNull();
    expect(partialFiles()).toEqual([]);
  });

  it("refuses keys that leave the uploads folder", async () => {
    await expect(putStream("../escape.txt", chunks("x"), { maxBytes: 10 })).rejects.toThrow("invalid storage key");
    expect(await statStoredFile("media/../../secrets.json")).toBeNull();
    expect(storedFileStream(".partial/anything")).toBeNull();
    expect(await openStoredFile("../secrets.json")).toBeNull();
  });
});
