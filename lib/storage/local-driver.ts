import "server-only";
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageDriver } from "./driver";
import { PARTIAL_DIR, ROOT, fileOf } from "./local-files";
import { webStreamFrom } from "./web-stream";

// The single-machine default: files on local disk, written whole or through a partial file.
export const localDriver: StorageDriver = {
  async put(key, bytes) {
    const file = existing(fileOf(key));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: "wx" });
  },

  async putStream(key, chunks) {
    const file = existing(fileOf(key));
    await mkdir(PARTIAL_DIR, { recursive: true });
    const partial = path.join(PARTIAL_DIR, `${Date.now()}-${randomBytes(8).toString("hex")}`);
    const handle = await open(partial, "wx");
    let complete = false;
    try {
      for await (const chunk of chunks) await handle.write(chunk);
      await handle.close();
      await mkdir(path.dirname(file), { recursive: true });
      await rename(partial, file);
      complete = true;
    } finally {
      if (!complete) {
        await handle.close().catch(() => {});
        await rm(partial, { force: true });
      }
    }
  },

  async read(key) {
    const file = fileOf(key);
    return file ? readFile(file).catch(() => null) : null;
  },

  async stat(key) {
    const file = fileOf(key);
    const stats = file ? await stat(file).catch(() => null) : null;
    return stats?.isFile() ? { size: stats.size } : null;
  },

  async open(key) {
    const file = fileOf(key);
    const handle = file ? await open(file, "r").catch(() => null) : null;
    if (!handle) return null;
    const { size } = await handle.stat();
    return {
      size,
      async read(position, length) {
        const buffer = new Uint8Array(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
      close: () => handle.close(),
    };
  },

  async stream(key, range) {
    const file = fileOf(key);
    const handle = file ? await open(file, "r").catch(() => null) : null;
    // The read stream closes the handle when it ends or is cancelled.
    return handle ? webStreamFrom(handle.createReadStream(range)) : null;
  },

  async delete(key) {
    const file = fileOf(key);
    if (file) await rm(file, { force: true });
  },

  async deleteFolder(folder) {
    // fileOf answers only a path strictly inside the uploads folder.
    const dir = fileOf(folder);
    if (dir) await rm(dir, { recursive: true, force: true });
  },

  async check() {
    await mkdir(ROOT, { recursive: true });
    await access(ROOT, constants.W_OK);
  },
};

function existing(file: string | null): string {
  if (!file) throw new Error("invalid storage key");
  return file;
}
