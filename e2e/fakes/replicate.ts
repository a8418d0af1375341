// A local stand-in for the Replicate API (model predictions, the files API, and the files predictions
// produce), speaking its wire format, so the real `replicate` SDK is exercised in tests. Inputs are checked
// against the fake's own copy of each model's schema (replicate/models.ts). Never used by production code.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { invalidFields, MODEL_SCHEMAS } from "./replicate/models";

export type FakeReplicateMode = "ok" | "failed" | "error500" | "not_an_image";
/** One prediction as the fake ran it; an input file is named by the SHA-256 of its bytes. */
export type FakePrediction = { model: string; input: Record<string, unknown>; inputPhotos: string[] };
export type FakeReplicate = {
  url: string;
  mode: FakeReplicateMode;
  prompts: string[];
  predictions: FakePrediction[];
  close: () => Promise<void>;
};
export const FAKE_REPLICATE_TOKEN = "r8_test";

const PNG = readFileSync(path.join(process.cwd(), "e2e", "fixtures-files", "avatar.png"));

export const FAKE_REPLICATE_MODES: readonly FakeReplicateMode[] = ["ok", "failed", "error500", "not_an_image"];

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** What a photo-editing model returns in the fake: the input photo mirrored, so a test can tell which photo was used. */
export const fakeEditOf = (photo: Uint8Array) => sharp(photo).flop().png().toBuffer();

/**
 * `port` 0 (the default) picks a free port; `image` replaces the small PNG the text-to-image predictions
 * produce (the e2e fakes process serves a 1200x1200 one, large enough for Meta's media rules).
 */
export async function startFakeReplicate(mode: FakeReplicateMode = "ok", options: { port?: number; image?: Buffer } = {}): Promise<FakeReplicate> {
  const image = options.image ?? PNG;
  const fake = { mode, prompts: [] as string[], predictions: [] as FakePrediction[] };
  let base = "";
  const files = new Map<string, Buffer>();
  const predictions = new Map<string, { polls: number; model: string; photos: Buffer[]; output: Buffer | null }>();
  const prediction = (id: string, status: string, output: unknown, error: string | null = null) => ({
    id,
    model: predictions.get(id)?.model,
    version: "fake",
    input: {},
    status,
    output,
    error,
    logs: "",
    urls: { get: `${base}/v1/predictions/${id}`, cancel: `${base}/v1/predictions/${id}/cancel` },
    created_at: new Date().toISOString(),
  });
  // An input file: one uploaded to the files API, or a data URI (replicate.com/docs/topics/predictions/input-files).
  const photoOf = (value: unknown): Buffer | null => {
    if (typeof value !== "string") return null;
    if (value.startsWith(`${base}/v1/files/`)) return files.get(value.slice(`${base}/v1/files/`.length)) ?? null;
    const data = /^data:[\w/+.-]+;base64,(.+)$/.exec(value);
    return data ? Buffer.from(data[1]!, "base64") : null;
  };

  async function answer(req: http.IncomingMessage, raw: Buffer): Promise<[number, unknown, Buffer?]> {
    const url = req.url ?? "";
    if (url.startsWith("/files/")) {
      if (fake.mode === "not_an_image") return [200, null, Buffer.from("<html>nope</html>")];
      const made = predictions.get(url.slice("/files/".length).replace(/\.png$/, ""));
      return [200, null, made?.output ?? image];
    }
    if (req.headers.authorization !== `Bearer ${FAKE_REPLICATE_TOKEN}`) return [401, { detail: "Invalid token.", status: 401 }];
    if (fake.mode === "error500") return [500, { detail: "Internal server error", status: 500 }];
    // replicate.com/docs/reference/http#files.create: multipart with the file in `content`.
    if (url === "/v1/files" && req.method === "POST") {
      const form = await new Request("http://fake/v1/files", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: new Uint8Array(raw),
      }).formData();
      const content = form.get("content");
      if (!(content instanceof Blob)) return [400, { detail: "content is required", status: 400 }];
      const bytes = Buffer.from(await content.arrayBuffer());
      const id = `file${files.size + 1}`;
      files.set(id, bytes);
      const created = new Date();
      return [
        201,
        {
          id,
          name: content instanceof File ? content.name : id,
          content_type: content.type || "application/octet-stream",
          size: bytes.length,
          etag: sha256(bytes),
          checksums: { sha256: sha256(bytes), md5: createHash("md5").update(bytes).digest("hex") },
          metadata: {},
          created_at: created.toISOString(),
          expires_at: new Date(created.getTime() + 24 * 3600 * 1000).toISOString(),
          urls: { get: `${base}/v1/files/${id}` },
        },
      ];
    }
    const created = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(url);
    if (created && req.method === "POST") {
      const model = created[1]!;
      const schema = MODEL_SCHEMAS[model];
      if (!schema) return [404, { detail: "The requested resource could not be found.", status: 404 }];
      const input = (JSON.parse(raw.toString() || "{}") as { input?: Record<string, unknown> }).input ?? {};
      const isFile = (value: unknown) => photoOf(value) !== null;
      const invalid = invalidFields(schema, input, isFile);
      if (invalid.length > 0)
        return [
          422,
          {
            title: "Input validation failed",
            detail: invalid.map((item) => `- ${item.field}: ${item.description}`).join("\n"),
            status: 422,
            invalid_fields: invalid,
          },
        ];
      const photos = [input.input_image, ...(Array.isArray(input.input_images) ? input.input_images : [])].flatMap((value) => photoOf(value) ?? []);
      fake.prompts.push(String(input.prompt ?? ""));
      fake.predictions.push({ model, input, inputPhotos: photos.map(sha256) });
      const id = `pred${predictions.size + 1}`;
      predictions.set(id, { polls: 0, model, photos, output: photos[0] ? await fakeEditOf(photos[0]) : null });
      return [201, prediction(id, "starting", null)];
    }
    const polled = /^\/v1\/predictions\/([^/]+)$/.exec(url);
    if (polled && predictions.has(polled[1]!)) {
      const state = predictions.get(polled[1]!)!;
      state.polls++;
      if (state.polls < 2) return [200, prediction(polled[1]!, "processing", null)];
      if (fake.mode === "failed") return [200, prediction(polled[1]!, "failed", null, "NSFW content detected")];
      return [200, prediction(polled[1]!, "succeeded", [`${base}/files/${polled[1]}.png`])];
    }
    return [404, { detail: "Not found.", status: 404 }];
  }

  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      answer(req, Buffer.concat(chunks))
        .then(([status, body, bytes]) => {
          if (bytes) return res.writeHead(status, { "content-type": "image/png", "content-length": bytes.length }).end(bytes);
          res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
        })
        .catch((error: unknown) => res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ detail: String(error), status: 500 })));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { url: `${base}/v1`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
