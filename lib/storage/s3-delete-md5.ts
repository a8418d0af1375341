import "server-only";
import { createHash } from "node:crypto";
import { DeleteObjectsCommand, type DeleteObjectsCommandInput } from "@aws-sdk/client-s3";

type Middleware = Parameters<DeleteObjectsCommand["middlewareStack"]["addRelativeTo"]>[0];
type BuildArgs = { request: { headers: Record<string, string>; body?: unknown } };

const isChecksumHeader = (name: string) => /^x-amz-(sdk-)?checksum-/i.test(name);

// Runs after the SDK's checksum middleware and before signing.
const contentMd5 = ((next: (args: BuildArgs) => Promise<unknown>) => async (args: BuildArgs) => {
  const { headers, body } = args.request;
  if (typeof body !== "string" && !(body instanceof Uint8Array)) return next(args);
  for (const name of Object.keys(headers)) if (isChecksumHeader(name)) delete headers[name];
  headers["content-md5"] = createHash("md5").update(body).digest("base64");
  return next(args);
}) as unknown as Middleware;

/**
 * DeleteObjects must carry a checksum of its body. Since 3.729 the SDK sends a CRC32 one, which several
 * S3-compatible stores (older MinIO, Ceph, B2…) refuse, asking for Content-MD5; S3 accepts either. So
 * this command sends Content-MD5 instead, as the SDK's own guide does (supplemental-docs/MD5_FALLBACK.md).
 */
export function deleteObjectsCommand(input: DeleteObjectsCommandInput): DeleteObjectsCommand {
  const command = new DeleteObjectsCommand(input);
  command.middlewareStack.addRelativeTo(contentMd5, { relation: "after", toMiddleware: "flexibleChecksumsMiddleware", name: "deleteObjectsContentMd5" });
  return command;
}
