// Runs storage tests against both drivers: local disk (the default) and an S3 bucket (the fake one,
// e2e/fakes/s3.ts, reached through the real AWS SDK).
import { readdirSync } from "node:fs";
import path from "node:path";
import { startFakeS3, type FakeS3 } from "@/e2e/fakes/s3";
import { env } from "@/lib/env";

export const STORAGE_DRIVERS = ["local disk", "S3 bucket"] as const;
export type StorageDriverName = (typeof STORAGE_DRIVERS)[number];

const S3_SETTINGS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;

const uploadsRoot = () => path.join(env.DATA_DIR, "uploads");
// Paths relative to the uploads folder, so they read like storage keys.
const list = (folder: string) => {
  try {
    return readdirSync(path.join(uploadsRoot(), folder)).map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
};

/** Points storage at one driver for the enclosing describe block; the S3 one at a fresh fake bucket. */
export function storageDriverForTests(driver: StorageDriverName) {
  const saved = Object.fromEntries(S3_SETTINGS.map((name) => [name, env[name]]));
  let fake: FakeS3 | null = null;
  beforeAll(async () => {
    if (driver !== "S3 bucket") return;
    fake = await startFakeS3();
    Object.assign(env, fake.env);
  });
  afterAll(async () => {
    Object.assign(env, saved);
    await fake?.close();
  });

  return {
    /** The fake bucket (S3 only). */
    get fake(): FakeS3 {
      if (!fake) throw new Error("no fake bucket: the local disk driver is in use");
      return fake;
    },
    /** The keys stored under a folder (e.g. "media/<userId>"), plus any partial or unfinished upload. */
    filesLeft(folder: string): string[] {
      if (fake) return [...fake.keys(`${folder}/`), ...Array.from({ length: fake.openUploads() }, (_, n) => `unfinished multipart upload ${n + 1}`)];
      return [...list(folder).sort(), ...list(".partial")];
    },
  };
}
