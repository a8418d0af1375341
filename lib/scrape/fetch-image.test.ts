import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { downloadImage, fetchImage, IMAGE_FETCH_LIMITS } from "./fetch-image";
import type { FetchFailure } from "./fetch-page";

// The product photo goes through the product page's address checks: hostile addresses are refused
// before any connection is made.
let store: Server;
let trap: Server;
let storePort = 0;
let trapPort = 0;
let trapConnections = 0;
let accepted = "";
const jpeg = readFileSync("tests/fixtures/media/square-1080.jpg");
const routes: Record<string, (res: http.ServerResponse) => void> = {};

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  store = http.createServer((req, res) => {
    accepted = req.headers.accept ?? "";
    (routes[req.url ?? ""] ?? ((r) => r.writeHead(404).end()))(res);
  });
  trap = http.createServer((_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
  trap.on("connection", () => trapConnections++);
  storePort = await listen(store);
  trapPort = await listen(trap);
  routes["/photo.jpg"] = (res) => res.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length }).end(jpeg);
  routes["/page"] = (res) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>Tênis</h1>");
  routes["/untyped"] = (res) => res.writeHead(200).end(jpeg);
  routes["/to-trap"] = (res) => res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/x.jpg` }).end();
  routes["/to-metadata"] = (res) => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
  routes["/endless"] = (res) => {
    // No Content-Length: the cap must hold on what arrives.
    res.writeHead(200, { "content-type": "image/png" });
    const megabyte = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const more = () => {
      while (sent < IMAGE_FETCH_LIMITS.maxBytes + 2 * megabyte.length && !res.destroyed) {
        sent += megabyte.length;
        if (!res.write(megabyte)) return res.once("drain", more);
      }
      res.end();
    };
    more();
  };
  routes["/declared-huge"] = (res) => res.writeHead(200, { "content-type": "image/png", "content-length": String(31 * 1024 * 1024) }).end();
});

afterAll(() => {
  for (const server of [store, trap]) {
    server.closeAllConnections();
    server.close();
  }
});

// Only the store's own port on 127.0.0.1 is let through; "photos.example" resolves to loopback.
const testOptions = {
  allowAddress: (address: string, port: number) => address === "127.0.0.1" && port === storePort,
  resolve: async (host: string) => ({ "cdn.example": ["10.0.0.7"], "photos.example": ["127.0.0.1"] })[host] ?? ["93.184.216.34"],
};

async function failureOf(url: string, options: object = testOptions): Promise<FetchFailure | "fetched"> {
  try {
    const image = await fetchImage(url, options);
    await image.body.cancel();
    return "fetched";
  } catch (error) {
    return (error as { kind: FetchFailure }).kind;
  }
}

describe("fetchImage", () => {
  it("reads an image from an allowed address, asking for an image", async () => {
    const image = await fetchImage(`http://127.0.0.1:${storePort}/photo.jpg`, testOptions);
    expect(image.size).toBe(jpeg.length);
    expect(Buffer.from(await new Response(image.body).arrayBuffer()).equals(jpeg)).toBe(true);
    expect(accepted).toBe("image/*");
  });

  it("refuses private and local destinations, redirects included, without connecting", async () => {
    const hostile = [
      "http://10.0.0.1/x.jpg",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/x.jpg",
      "http://[::127.0.0.1]/x.jpg",
      "http://[::ffff:10.0.0.1]/x.jpg",
      "http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
      "http://cdn.example/x.jpg",
      "http://photos.example/x.jpg",
      `http://photos.example:${trapPort}/x.jpg`,
      `http://127.0.0.1:${trapPort}/x.jpg`,
      `http://127.0.0.1:${storePort}/to-trap`,
      `http://127.0.0.1:${storePort}/to-metadata`,
    ];
    for (const url of hostile) expect([url, await failureOf(url)]).toEqual([url, "blocked"]);
    expect(trapConnections).toBe(0);
  });

  it("refuses what is not declared an image, and a declared size past 30 MB", async () => {
    expect(await failureOf(`http://127.0.0.1:${storePort}/page`)).toBe("not_image");
    expect(await failureOf(`http://127.0.0.1:${storePort}/untyped`)).toBe("not_image");
    expect(await failureOf(`http://127.0.0.1:${storePort}/declared-huge`)).toBe("too_large");
    expect(await failureOf(`http://127.0.0.1:${storePort}/missing.jpg`)).toBe("not_found");
    expect(await failureOf("file:///etc/passwd")).toBe("invalid_url");
  });
});

describe("downloadImage", () => {
  it("reads an image whole from an allowed address", async () => {
    expect(Buffer.from(await downloadImage(`http://127.0.0.1:${storePort}/photo.jpg`, testOptions)).equals(jpeg)).toBe(true);
  });

  it("stops reading past 30 MB however much the server sends, and refuses what fetchImage refuses", async () => {
    const kindOf = (url: string, options: object = testOptions) =>
      downloadImage(url, options).then(
        () => "fetched",
        (error: { kind: FetchFailure }) => error.kind,
      );
    expect(await kindOf(`http://127.0.0.1:${storePort}/endless`)).toBe("too_large");
    expect(await kindOf("http://[::127.0.0.1]/x.jpg")).toBe("blocked");
    expect(await kindOf(`http://127.0.0.1:${storePort}/photo.jpg`, {})).toBe("blocked");
  });
});
