import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { FETCH_LIMITS, fetchPage, type FetchFailure } from "./fetch-page";

// SSRF: hostile addresses are refused before any connection is made.
let store: Server;
let trap: Server;
let storePort = 0;
let trapPort = 0;
let trapConnections = 0;
const routes: Record<string, (res: http.ServerResponse) => void> = {};

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  store = http.createServer((req, res) => (routes[req.url ?? ""] ?? ((r) => r.writeHead(404).end()))(res));
  trap = http.createServer((_req, res) => res.end("trap"));
  trap.on("connection", () => trapConnections++);
  storePort = await listen(store);
  trapPort = await listen(trap);
  routes["/product"] = (res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<h1>Tênis</h1>");
  routes["/to-metadata"] = (res) => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
  routes["/to-trap"] = (res) => res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` }).end();
  routes["/to-localhost-name"] = (res) => res.writeHead(301, { location: `http://localhost:${trapPort}/` }).end();
  routes["/loop"] = (res) => res.writeHead(302, { location: "/loop" }).end();
  routes["/pdf"] = (res) => res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF");
  routes["/huge"] = (res) => {
    res.writeHead(200, { "content-type": "text/html" });
    const chunk = "x".repeat(1024 * 1024);
    for (let i = 0; i < 6; i++) res.write(chunk);
    res.end();
  };
  routes["/forbidden"] = (res) => res.writeHead(403).end();
  routes["/broken"] = (res) => res.writeHead(500).end();
  routes["/latin1"] = (res) =>
    res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" }).end(Buffer.from("<h1>Promo\u00e7\u00e3o</h1>", "latin1"));
});

afterAll(() => {
  store.close();
  trap.close();
});

// Only the fixture store's own port on 127.0.0.1 is let through, as the test switch allows.
const testOptions = {
  allowAddress: (address: string, port: number) => address === "127.0.0.1" && port === storePort,
  resolve: async (host: string) =>
    ({
      "evil.example": ["10.0.0.5"],
      "metadata.google.internal": ["169.254.169.254"],
      "mixed.example": ["93.184.216.34", "192.168.0.10"],
      "v6local.example": ["fd12::1"],
      localhost: ["127.0.0.1"],
    })[host] ?? ["127.0.0.1"],
};

async function failureOf(url: string, options: object = testOptions): Promise<FetchFailure | "fetched"> {
  try {
    await fetchPage(url, options);
    return "fetched";
  } catch (error) {
    return (error as { kind: FetchFailure }).kind;
  }
}

describe("fetchPage refuses hostile destinations", () => {
  const hostile = () => [
    "http://127.0.0.1/",
    `http://127.0.0.1:${trapPort}/`,
    "http://localhost/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.0.0.1/",
    "http://127.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/",
    "http://224.0.0.1/",
    "http://0.0.0.0/",
    "http://255.255.255.255/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
    "http://[2002:7f00:1::]/",
    "http://[64:ff9b::7f00:1]/",
    "http://evil.example/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://mixed.example/",
    "http://v6local.example/",
    `http://127.0.0.1:${storePort}/to-metadata`,
    `http://127.0.0.1:${storePort}/to-trap`,
    `http://127.0.0.1:${storePort}/to-localhost-name`,
  ];

  it("refuses at least 25 hostile addresses and never connects to them", async () => {
    const list = hostile();
    expect(list.length).toBeGreaterThanOrEqual(25);
    const outcomes = await Promise.all(list.map(async (url) => [url, await failureOf(url)] as const));
    expect(outcomes.filter(([, outcome]) => outcome !== "blocked")).toEqual([]);
    expect(trapConnections).toBe(0);
  });

  it("refuses other schemes, credentials and odd ports even for public hosts", async () => {
    const production = { resolve: async () => ["93.184.216.34"] };
    expect(await failureOf("ftp://example.com/file", production)).toBe("invalid_url");
    expect(await failureOf("file:///etc/passwd", production)).toBe("invalid_url");
    expect(await failureOf("http://user:secret@example.com/", production)).toBe("blocked");
    expect(await failureOf("http://example.com:22/", production)).toBe("blocked");
    expect(await failureOf("javascript:alert(1)", production)).toBe("invalid_url");
    expect(await failureOf("not a url", production)).toBe("invalid_url");
  });
});

describe("fetchPage reads store pages within limits", () => {
  it("fetches an allowed page", async () => {
    const page = await fetchPage(`http://127.0.0.1:${storePort}/product`, testOptions);
    expect(page.html).toContain("Tênis");
  });

  it("decodes the declared charset", async () => {
    expect((await fetchPage(`http://127.0.0.1:${storePort}/latin1`, testOptions)).html).toContain("Promoção");
  });

  it("classifies failures", async () => {
    const at = (path: string) => failureOf(`http://127.0.0.1:${storePort}${path}`);
    expect(await at("/missing")).toBe("not_found");
    expect(await at("/forbidden")).toBe("forbidden");
    expect(await at("/broken")).toBe("server_error");
    expect(await at("/pdf")).toBe("not_html");
    expect(await at("/huge")).toBe("too_large");
    expect(await at("/loop")).toBe("blocked");
  });

  it("caps redirects, size and time", () => {
    expect(FETCH_LIMITS).toEqual({ timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 });
  });
});
