import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HOSTILE_SHAPES } from "@/tests/support/hostile-pages";
import { analyzeProductUrl } from "./analyze";
import { ReaderPool } from "./reader-pool";

let server: Server;
let port = 0;
const pages: Record<string, [number, string]> = {
  "/produto": [
    200,
    `<html><head><title>Tênis Corrida Pro | Loja</title><meta property="og:image" content="/img/tenis.jpg">
    <meta property="product:price:amount" content="299,90"><meta property="product:price:currency" content="BRL"></head>
    <body><h1>Tênis Corrida Pro</h1></body></html>`,
  ],
  "/sem-produto": [200, "<html><body><p>Olá</p></body></html>"],
  "/caneca-sem-preco": [
    200,
    `<html><head><title>Caneca Café Forte</title></head><body><h1>Caneca Café Forte</h1><img src="/img/logo.png">
    <img src="/fotos/caneca-1.jpg"><img src="/fotos/caneca-2.jpg"><img src="/fotos/caneca-1.jpg"></body></html>`,
  ],
  "/blog/horta": [
    200,
    `<html lang="pt-BR"><head><title>Como montar uma horta em casa | Blog Cantinho</title><meta property="og:type" content="article">
    <meta property="og:image" content="/blog/horta-capa.jpg"></head><body><h1>Como montar uma horta em casa</h1><p>Dicas para começar.</p></body></html>`,
  ],
  "/bloqueado": [403, ""],
  "/erro": [503, ""],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [status, body] = pages[req.url ?? ""] ?? [404, ""];
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const local = { allowAddress: (address: string, p: number) => address === "127.0.0.1" && p === port };
const at = (path: string) => analyzeProductUrl(`http://127.0.0.1:${port}${path}`, local);

describe("analyzeProductUrl", () => {
  it("reads a store page into product facts", async () => {
    const result = await at("/produto");
    expect(result).toMatchObject({
      ok: true,
      data: { title: "Tênis Corrida Pro", price: 299.9, currency: "BRL", imageUrl: `http://127.0.0.1:${port}/img/tenis.jpg`, fallback: false },
    });
  });

  it("reads a page with no product as limited data, naming what was found (001 §4)", async () => {
    const result = await at("/blog/horta");
    expect(result).toMatchObject({
      ok: true,
      data: { title: "Como montar uma horta em casa", price: null, fallback: true, found: { title: true, price: false, image: true } },
    });
  });

  it("says what kind of page it read, and offers the page's photos to choose the product's from (issue 31 item 7)", async () => {
    expect(await at("/produto")).toMatchObject({ ok: true, data: { page: "product", images: [`http://127.0.0.1:${port}/img/tenis.jpg`] } });
    expect(await at("/blog/horta")).toMatchObject({ ok: true, data: { page: "article", images: [`http://127.0.0.1:${port}/blog/horta-capa.jpg`] } });
    expect(await at("/caneca-sem-preco")).toMatchObject({
      ok: true,
      data: { page: "other", images: [`http://127.0.0.1:${port}/fotos/caneca-1.jpg`, `http://127.0.0.1:${port}/fotos/caneca-2.jpg`] },
    });
  });

  it("asks no model to complete an article: it has no product to complete", async () => {
    const create = jest.fn();
    const ai = { chat: { completions: { create } } } as unknown as NonNullable<Parameters<typeof analyzeProductUrl>[1]>["ai"];
    expect(await analyzeProductUrl(`http://127.0.0.1:${port}/blog/horta`, { ...local, ai })).toMatchObject({ ok: true, data: { page: "article" } });
    expect(create).not.toHaveBeenCalled();
  });

  it("reads a page the reader cannot finish within its budget as limited data, by its title (issue 29)", async () => {
    pages["/lenta"] = [200, HOSTILE_SHAPES["price tiles"](4_000_000)];
    const reader = new ReaderPool({ budgetMs: 1 });
    try {
      expect(await analyzeProductUrl(`http://127.0.0.1:${port}/lenta`, { ...local, reader })).toMatchObject({
        ok: true,
        data: { title: "Tênis Corrida Pro | Loja", price: null, imageUrl: null, fallback: true, found: { title: true, price: false, image: false } },
      });
      expect(reader.threadsAlive).toBe(0);
    } finally {
      await reader.close();
    }
  }, 30_000);

  it("answers each failure with the spec's error", async () => {
    expect(await analyzeProductUrl("   ")).toEqual({ ok: false, error: "urlRequired" });
    expect(await analyzeProductUrl("loja sem endereço")).toEqual({ ok: false, error: "invalidUrl" });
    expect(await analyzeProductUrl("https://produto.mercadolivre.com.br/MLB-1")).toEqual({ ok: false, error: "marketplace" });
    expect(await at("/nada")).toEqual({ ok: false, error: "notFound" });
    expect(await at("/bloqueado")).toEqual({ ok: false, error: "accessDenied" });
    expect(await at("/erro")).toEqual({ ok: false, error: "serverError" });
    expect(await at("/sem-produto")).toEqual({ ok: false, error: "productNotIdentified" });
    expect(await analyzeProductUrl("http://10.0.0.1/produto")).toEqual({ ok: false, error: "generic" });
  });
});

describe("analyzeProductUrl with OpenAI", () => {
  it("completes a sparse page with the model's answer", async () => {
    const { startFakeOpenAI, FAKE_OPENAI_KEY } = await import("@/e2e/fakes/openai");
    const { default: OpenAI } = await import("openai");
    const fake = await startFakeOpenAI();
    try {
      pages["/so-titulo"] = [200, "<html><head><title>Tênis Corrida Pro</title></head><body><h1>Tênis Corrida Pro</h1><p>Por R$ 299,90</p></body></html>"];
      const ai = new OpenAI({ apiKey: FAKE_OPENAI_KEY, baseURL: fake.url, maxRetries: 0 });
      const result = await analyzeProductUrl(`http://127.0.0.1:${port}/so-titulo`, { ...local, ai });
      expect(result).toMatchObject({ ok: true, data: { title: "Tênis Corrida Pro", price: 299.9, brand: "Passo Firme", imageUrl: null } });
    } finally {
      await fake.close();
    }
  });
});
