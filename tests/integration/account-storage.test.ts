import { DeleteObjectsCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { deleteAccount } from "@/lib/account/delete";
import { db } from "@/lib/db";
import { captureLogs } from "@/lib/log/capture";
import { deleteFolder, putFile, StorageError } from "@/lib/storage/files";
import { DELETE_BATCH } from "@/lib/storage/s3-driver";
import { makeUser } from "./factories";
import { STORAGE_DRIVERS, storageDriverForTests } from "./storage-drivers";

// Deleting a user's uploads (LGPD account deletion): a whole folder of keys, on local disk and on an
// S3 bucket (listed a page at a time, deleted in batches, with the body checksum S3-compatible stores ask).

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(STORAGE_DRIVERS)("deleteFolder on %s", (driver) => {
  const storage = storageDriverForTests(driver);

  it("deletes every file under the folder, nested ones too, and nothing beside it", async () => {
    const id = crypto.randomUUID();
    await putFile(`media/${id}/1-a.jpg`, bytes("a"));
    await putFile(`media/${id}/2-b.mp4`, bytes("b"));
    await putFile(`media/${id}/nested/3-c.png`, bytes("c"));
    // Same start, another folder: a prefix without its slash would take it too.
    await putFile(`media/${id}x/1-keep.jpg`, bytes("keep"));
    await deleteFolder(`media/${id}`);
    expect(storage.filesLeft(`media/${id}`)).toEqual([]);
    expect(storage.filesLeft(`media/${id}x`)).toEqual([`media/${id}x/1-keep.jpg`]);
  });

  it("is no error for a folder that does not exist, or twice", async () => {
    const folder = `avatars/${crypto.randomUUID()}`;
    await expect(deleteFolder(folder)).resolves.toBeUndefined();
    await putFile(`${folder}/1-a.png`, bytes("a"));
    await deleteFolder(folder);
    await expect(deleteFolder(folder)).resolves.toBeUndefined();
  });

  it("refuses a folder that is not shaped like a key: the root, a whole top folder, a climb out", async () => {
    for (const folder of ["", "media", "media/", "media/../avatars", "../etc", "/media/x", "media/.partial"]) {
      await expect(deleteFolder(folder)).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe("deleteFolder on an S3 bucket", () => {
  const storage = storageDriverForTests("S3 bucket");

  it(`lists and deletes past ${DELETE_BATCH} files, a page at a time, sending Content-MD5`, async () => {
    const folder = `media/${crypto.randomUUID()}`;
    const count = DELETE_BATCH + 5;
    for (let n = 0; n < count; n++) storage.fake.put(`${folder}/${String(n).padStart(5, "0")}.jpg`, "x");
    const before = storage.fake.requests.length;
    await deleteFolder(folder);
    expect(storage.filesLeft(folder)).toEqual([]);
    const calls = storage.fake.requests.slice(before);
    expect(calls.map((call) => call.operation)).toEqual(["ListObjectsV2", "DeleteObjects", "ListObjectsV2", "DeleteObjects"]);
    const deletes = calls.filter((call) => call.operation === "DeleteObjects");
    for (const call of deletes) {
      expect(call.headers["content-md5"]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Object.keys(call.headers).filter((name) => name.startsWith("x-amz-checksum-"))).toEqual([]);
    }
  });

  it("reports a key the bucket refuses to delete", async () => {
    const folder = `media/${crypto.randomUUID()}`;
    await putFile(`${folder}/1-a.jpg`, bytes("a"));
    await putFile(`${folder}/2-locked.jpg`, bytes("b"));
    storage.fake.refuseDelete(`${folder}/2-locked.jpg`);
    const refused = await deleteFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageError);
    expect((refused as Error).message).toContain(`${folder}/2-locked.jpg (AccessDenied)`);
    expect(storage.filesLeft(folder)).toEqual([`${folder}/2-locked.jpg`]);
  });

  it("keeps the account whole when its uploads cannot be deleted, and says so", async () => {
    const user = await makeUser({ label: "stuck-files" });
    await db.campaign.create({ data: { userId: user.id, projectName: "Rascunho" } });
    await putFile(`media/${user.id}/1-locked.jpg`, bytes("a"));
    storage.fake.refuseDelete(`media/${user.id}/1-locked.jpg`);
    const deletions = () => db.adminAuditEntry.count({ where: { action: "user.deleted" } });
    const recorded = await deletions();
    const logs = captureLogs();
    const outcome = await deleteAccount(user.id).finally(logs.restore);
    expect(outcome).toEqual({ ok: false, error: "account.delete.errors.storage" });
    expect(logs.entries.filter((entry) => entry.level === "error").map((entry) => entry.msg)).toEqual([
      "[account] the uploads could not be deleted; the account is kept",
    ]);
    expect([await db.user.count({ where: { id: user.id } }), await db.campaign.count({ where: { userId: user.id } })]).toEqual([1, 1]);
    expect(await deletions()).toBe(recorded);
  });

  it("answers DeleteObjects as S3 does: a body checksum is required and checked", async () => {
    const client = new S3Client({
      endpoint: storage.fake.url,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: storage.fake.env.S3_ACCESS_KEY_ID, secretAccessKey: storage.fake.env.S3_SECRET_ACCESS_KEY },
    });
    try {
      storage.fake.put("media/wire/1.jpg", "x");
      // The SDK's default: a CRC32 checksum, which the fake checks as S3 does.
      const deleted = await client.send(
        new DeleteObjectsCommand({ Bucket: storage.fake.bucket, Delete: { Objects: [{ Key: "media/wire/1.jpg" }, { Key: "media/wire/absent.jpg" }] } }),
      );
      expect(deleted.Deleted?.map((item) => item.Key)).toEqual(["media/wire/1.jpg", "media/wire/absent.jpg"]);
      expect(storage.fake.keys("media/wire/")).toEqual([]);

      const tamper = (headers: Record<string, string>) => {
        client.middlewareStack.addRelativeTo(
          ((next: (args: { request: { headers: Record<string, string> } }) => Promise<unknown>) => (args: { request: { headers: Record<string, string> } }) => {
            for (const name of Object.keys(args.request.headers)) if (name.startsWith("x-amz-checksum-")) delete args.request.headers[name];
            Object.assign(args.request.headers, headers);
            return next(args);
          }) as unknown as Parameters<S3Client["middlewareStack"]["addRelativeTo"]>[0],
          { relation: "after", toMiddleware: "flexibleChecksumsMiddleware", name: "tamper", override: true },
        );
      };
      const codeOf = (error: unknown) => (error instanceof S3ServiceException ? [error.name, error.$metadata.httpStatusCode] : error);
      const send = () => client.send(new DeleteObjectsCommand({ Bucket: storage.fake.bucket, Delete: { Objects: [{ Key: "media/wire/2.jpg" }] } }));
      tamper({});
      expect(await send().catch(codeOf)).toEqual(["InvalidRequest", 400]);
      tamper({ "content-md5": "1B2M2Y8AsgTpgAmY7PhCfg==" });
      expect(await send().catch(codeOf)).toEqual(["BadDigest", 400]);
    } finally {
      client.destroy();
    }
  });
});
