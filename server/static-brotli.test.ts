import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { acceptsBrotli, brotliStatic } from "./static-brotli";

describe("the build's scripts and styles in brotli", () => {
  const script = "export const greeting = " + JSON.stringify("olá ".repeat(2000)) + ";";
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "brotli-"));
    mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    writeFileSync(path.join(dist, "static", "chunks", "a1b2.js"), script);
    writeFileSync(path.join(dist, "static", "chunks", "notes.txt"), "not a script");
    const brotli = brotliStatic(dist, [{ key: "X-Content-Type-Options", value: "nosniff" }]);
    await brotli.ready;
    server = createServer((request, response) => {
      if (!brotli.serve(request, response)) response.writeHead(404, { "x-fell-through": "next" }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (url: string, acceptEncoding?: string, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const call = httpRequest(
        { host: "127.0.0.1", port, path: url, method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      call.on("error", reject);
      call.end();
    });

  it("serves a built script in brotli, with the headers every response carries, cached for good", async () => {
    const response = await get("/_next/static/chunks/a1b2.js?dpl=1", "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
  });

  it("answers HEAD without a body", async () => {
    const response = await get("/_next/static/chunks/a1b2.js", "br", "HEAD");
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });

  it("leaves to Next a browser without brotli, other files and other paths", async () => {
    for (const [url, encoding] of [
      ["/_next/static/chunks/a1b2.js", "gzip"],
      ["/_next/static/chunks/a1b2.js", undefined],
      ["/_next/static/chunks/a1b2.js", "br;q=0, gzip"],
      ["/_next/static/chunks/notes.txt", "br"],
      ["/_next/static/chunks/missing.js", "br"],
      ["/dashboard", "br"],
    ] as const) {
      expect((await get(url, encoding)).headers["x-fell-through"]).toBe("next");
    }
    expect((await get("/_next/static/chunks/a1b2.js", "br", "POST")).headers["x-fell-through"]).toBe("next");
  });

  it("reads Accept-Encoding as RFC 9110 does", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("brotli, gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
