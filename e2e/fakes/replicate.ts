// A local stand-in for the Replicate API (model predictions and the files they produce), speaking its
// wire format, so the real `replicate` SDK is exercised in tests. Never used by production code.
import { readFileSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export type FakeReplicateMode = "ok" | "failed" | "error500" | "not_an_image";
export type FakeReplicate = { url: string; mode: FakeReplicateMode; prompts: string[]; close: () => Promise<void> };
export const FAKE_REPLICATE_TOKEN = "r8_test";

const PNG = readFileSync(path.join(process.cwd(), "e2e", "fixtures-files", "avatar.png"));

export const FAKE_REPLICATE_MODES: readonly FakeReplicateMode[] = ["ok", "failed", "error500", "not_an_image"];

/**
 * `port` 0 (the default) picks a free port; `image` replaces the small PNG the predictions produce
 * (the e2e fakes process serves a 1200x1200 one, large enough for Meta's media rules).
 */
export async function startFakeReplicate(mode: FakeReplicateMode = "ok", options: { port?: number; image?: Buffer } = {}): Promise<FakeReplicate> {
  const image = options.image ?? PNG;
  const fake = { mode, prompts: [] as string[] };
  let base = "";
  const predictions = new Map<string, { polls: number }>();
  const prediction = (id: string, status: string, output: unknown, error: string | null = null) => ({
    id,
    model: "black-forest-labs/flux-schnell",
    version: "fake",
    input: {},
    status,
    output,
    error,
    logs: "",
    urls: { get: `${base}/v1/predictions/${id}`, cancel: `${base}/v1/predictions/${id}/cancel` },
    created_at: new Date().toISOString(),
  });
  const server: Server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const json = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      const url = req.url ?? "";
      if (url.startsWith("/files/")) {
        if (fake.mode === "not_an_image") return res.writeHead(200, { "content-type": "image/png" }).end("<html>nope</html>");
        return res.writeHead(200, { "content-type": "image/png", "content-length": image.length }).end(image);
      }
      if (req.headers.authorization !== `Bearer ${FAKE_REPLICATE_TOKEN}`) return json(401, { detail: "Invalid token.", status: 401 });
      if (fake.mode === "error500") return json(500, { detail: "Internal server error", status: 500 });
      const created = /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(url) && req.method === "POST";
      if (created) {
        const body = JSON.parse(raw || "{}") as { input?: { prompt?: string } };
        fake.prompts.push(body.input?.prompt ?? "");
        const id = `pred${predictions.size + 1}`;
        predictions.set(id, { polls: 0 });
        return json(201, prediction(id, "starting", null));
      }
      const polled = /^\/v1\/predictions\/([^/]+)$/.exec(url);
      if (polled && predictions.has(polled[1]!)) {
        const state = predictions.get(polled[1]!)!;
        state.polls++;
        if (state.polls < 2) return json(200, prediction(polled[1]!, "processing", null));
        if (fake.mode === "failed") return json(200, prediction(polled[1]!, "failed", null, "NSFW content detected"));
        return json(200, prediction(polled[1]!, "succeeded", [`${base}/files/${polled[1]}.png`]));
      }
      json(404, { detail: "Not found.", status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { url: `${base}/v1`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
