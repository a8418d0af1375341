// The e2e fakes process (`tsx e2e/fakes/serve.ts`, started by playwright.config.ts before the apps): the
// fake OpenAI and Replicate APIs, the fake Meta (Graph API and login dialog, with its own control API
// under /__control), a fixture store serving saved product pages, and a control endpoint the tests use
// to switch the fakes' modes and read what the apps asked. All on fixed loopback ports: the e2e ones
// (e2e/env.ts), or the block FAKES_BASE_PORT starts (sandbox mode, scripts/start.ts). Never used by
// production code.
import { existsSync, readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { startFakeMeta } from "./meta";
import { FAKE_OPENAI_MODES, startFakeOpenAI, type FakeOpenAIMode } from "./openai";
import { makePng } from "./png";
import { fakePortsFromEnv, fakeUrls } from "./ports";
import { FAKE_REPLICATE_MODES, startFakeReplicate, type FakePrediction, type FakeReplicateMode } from "./replicate";

export type FakeModes = { openai: FakeOpenAIMode; replicate: FakeReplicateMode };
export type RecordedRequests = {
  openai: { path: string; body: Record<string, unknown> }[];
  replicate: { prompts: string[]; predictions: FakePrediction[] };
  store: { path: string; userAgent: string }[];
};

const PORTS = fakePortsFromEnv(process.env.FAKES_BASE_PORT);
const STORE_URL = fakeUrls(PORTS).store;
const FIXTURES_DIR = path.resolve(process.cwd(), "../shared/fixtures/product-pages");
const MANIFEST = path.join(FIXTURES_DIR, "manifest.json");
const MAX_DELAY_MS = 15_000;

// The saved real-store pages sit beside the repository in the development checkout; a clone without
// them (a sandbox on a newcomer's machine) still has the made-up pages below.
type ManifestEntry = { file: string };
const manifest = existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, "utf8")) as { files: ManifestEntry[] }) : { files: [] };
const fixtureFiles = new Set(manifest.files.map((entry) => entry.file));

// 1200x1200: large enough for Meta's minimum image side (lib/wizard/media-rules.ts).
const PRODUCT_PNG = makePng(1200, 1200);
const AI_PNG = makePng(1200, 1200, { top: [255, 247, 237], bottom: [254, 215, 170], accent: [234, 88, 12] });

const page = (title: string, body: string, head = "") =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;

// A Brazilian store's product page whose image is served here too, so the browser can load it offline.
const BR_PRODUCT = {
  name: "Tênis Corrida Pro",
  description: "Tênis leve com amortecimento responsivo para treinos e provas de corrida.",
  price: "299.90",
  image: `${STORE_URL}/store/images/product.png`,
};
const BR_PRODUCT_PAGE = page(
  `${BR_PRODUCT.name} | Passo Firme`,
  `<main><h1>${BR_PRODUCT.name}</h1><img src="${BR_PRODUCT.image}" alt="${BR_PRODUCT.name}" width="600" height="600">
<p class="price">R$ 299,90</p><p>${BR_PRODUCT.description}</p><button>Comprar</button></main>`,
  `<meta name="description" content="${BR_PRODUCT.description}">
<meta property="og:type" content="product"><meta property="og:title" content="${BR_PRODUCT.name}">
<meta property="og:description" content="${BR_PRODUCT.description}"><meta property="og:image" content="${BR_PRODUCT.image}">
<meta property="product:price:amount" content="${BR_PRODUCT.price}"><meta property="product:price:currency" content="BRL">
<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: BR_PRODUCT.name,
    description: BR_PRODUCT.description,
    image: [BR_PRODUCT.image],
    brand: { "@type": "Brand", name: "Passo Firme" },
    offers: { "@type": "Offer", price: BR_PRODUCT.price, priceCurrency: "BRL", availability: "https://schema.org/InStock" },
  })}</script>`,
);

const NO_PRODUCT_PAGE = page(
  "Blog da Loja | Dicas de corrida",
  "<main><h2>Cinco dicas para começar a correr</h2><p>Comece devagar, alterne caminhada e corrida e descanse entre os treinos.</p></main>",
);

// A blog post on the store's site, as WordPress writes one (og:type article, a schema.org BlogPosting), citing a
// product with its price and photo: not a product page, so the seller is asked for the product (issue 31 item 7).
const BLOG_HEADER_IMAGE = `${STORE_URL}/store/images/blog-header.png`;
const BLOG_POST = { title: "Cinco dicas para começar a correr", site: "Blog da Loja", description: "Como começar a correr sem se machucar." };
const BLOG_PAGE = page(
  `${BLOG_POST.title} | ${BLOG_POST.site}`,
  `<main><article><h1>${BLOG_POST.title}</h1><img src="${BLOG_HEADER_IMAGE}" alt="" width="1200" height="630">
<p>Comece devagar, alterne caminhada e corrida e descanse entre os treinos.</p>
<aside><h2>Produto citado</h2><a href="/store/produto-br"><img src="${BR_PRODUCT.image}" alt="${BR_PRODUCT.name}" width="300" height="300">
<span>${BR_PRODUCT.name}</span> <span class="price">R$ 299,90</span></a></aside></article></main>`,
  `<meta name="description" content="${BLOG_POST.description}">
<meta property="og:type" content="article"><meta property="og:site_name" content="${BLOG_POST.site}">
<meta property="og:title" content="${BLOG_POST.title}"><meta property="og:description" content="${BLOG_POST.description}">
<meta property="og:image" content="${BLOG_HEADER_IMAGE}"><meta property="article:published_time" content="2025-03-10T09:00:00-03:00">
<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", name: BLOG_POST.site },
      {
        "@type": "BlogPosting",
        headline: BLOG_POST.title,
        description: BLOG_POST.description,
        image: BLOG_HEADER_IMAGE,
        author: { "@type": "Person", name: "Ana" },
      },
    ],
  })}</script>`,
);
const BLOG_HEADER_PNG = makePng(1200, 630, { top: [224, 242, 254], bottom: [186, 230, 253], accent: [2, 132, 199] });

// A product page that shows little more than a name: the seller confirms its name, price and photo (limited data).
const TITLE_ONLY_PAGE = page("Caneca Personalizada Café Forte", "<main><h1>Caneca Personalizada Café Forte</h1></main>");

// The store's front page, which sandbox mode links to: each page's full address, ready to paste in the wizard.
const MADE_UP_PAGES = [
  ["produto-br", "Tênis Corrida Pro: a Brazilian store's product in BRL, with its image (start here)"],
  ["title-only", "A product page with only its name: the seller confirms its name, price and photo"],
  ["no-product", "A page with no product and no price: the seller is asked for the product"],
  ["blog", "A blog post citing a product (og:type article, BlogPosting): the seller is asked for the product"],
] as const;
const STORE_INDEX = page(
  "Fixture store",
  `<main style="font-family:system-ui,sans-serif;max-width:48rem;margin:auto;padding:1rem;line-height:1.5"><h1>Fixture store: sample product pages</h1>
<p>Copy an address into the campaign wizard's Product URL field.</p>
<ul>${[...MADE_UP_PAGES, ...[...fixtureFiles].map((file) => [file, "A saved real store's page"] as const)]
    .map(([file, about]) => `<li><a href="/store/${file}">${STORE_URL}/store/${file}</a><br>${about}</li>`)
    .join("")}</ul></main>`,
  `<meta name="viewport" content="width=device-width, initial-scale=1">`,
);

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => resolve(raw));
  });

const html = (res: ServerResponse, status: number, body: string) => res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

async function main() {
  const openai = await startFakeOpenAI("ok", { port: PORTS.openaiPort });
  const replicate = await startFakeReplicate("ok", { port: PORTS.replicatePort, image: AI_PNG });
  const meta = await startFakeMeta({ port: PORTS.metaPort });
  const storeRequests: RecordedRequests["store"] = [];

  const modes = (): FakeModes => ({ openai: openai.mode, replicate: replicate.mode });
  const clearRequests = () => {
    openai.requests.length = 0;
    replicate.prompts.length = 0;
    replicate.predictions.length = 0;
    storeRequests.length = 0;
  };

  // The fixture store: saved pages at /store/<file>, plus the failure cases the product reader handles.
  const store = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", STORE_URL);
    storeRequests.push({ path: url.pathname + url.search, userAgent: req.headers["user-agent"] ?? "" });
    const delay = Math.min(Number(url.searchParams.get("delay")) || 0, MAX_DELAY_MS);
    setTimeout(() => serveStore(url, res), delay);
  });

  function serveStore(url: URL, res: ServerResponse) {
    const name = decodeURIComponent(url.pathname.replace(/^\/store\/?/, ""));
    if (!url.pathname.startsWith("/store")) return html(res, 404, page("Not found", "<h1>Not found</h1>"));
    switch (name) {
      case "":
        return html(res, 200, STORE_INDEX);
      case "missing":
        return html(res, 404, page("Página não encontrada", "<h1>404</h1><p>Esta página não existe.</p>"));
      case "forbidden":
        return html(res, 403, page("Acesso negado", "<h1>403</h1><p>Acesso negado.</p>"));
      case "broken":
        return html(res, 500, page("Erro interno", "<h1>500</h1><p>Erro interno do servidor.</p>"));
      case "no-product":
        return html(res, 200, NO_PRODUCT_PAGE);
      case "blog":
        return html(res, 200, BLOG_PAGE);
      case "images/blog-header.png":
        return res.writeHead(200, { "content-type": "image/png", "content-length": BLOG_HEADER_PNG.length }).end(BLOG_HEADER_PNG);
      case "title-only":
        return html(res, 200, TITLE_ONLY_PAGE);
      case "not-html":
        return json(res, 200, { product: "not a page" });
      case "produto-br":
        return html(res, 200, BR_PRODUCT_PAGE);
      case "images/product.png":
        return res.writeHead(200, { "content-type": "image/png", "content-length": PRODUCT_PNG.length }).end(PRODUCT_PNG);
      case "redirect": {
        const target = url.searchParams.get("to") ?? "/store/produto-br";
        return res.writeHead(302, { location: target.startsWith("/") ? target : `/store/${target}` }).end();
      }
    }
    if (fixtureFiles.has(name)) return html(res, 200, readFileSync(path.join(FIXTURES_DIR, name), "utf8"));
    return html(res, 404, page("Página não encontrada", "<h1>404</h1>"));
  }

  // The control endpoint: GET /health, GET|POST /mode, POST /reset (the fake Meta's state too),
  // GET|DELETE /requests. The fake Meta's own controls are at ${meta.url}/__control/... (e2e/fakes/meta/control.ts).
  const control = http.createServer((req, res) => {
    void (async () => {
      const route = `${req.method} ${new URL(req.url ?? "/", "http://control").pathname}`;
      switch (route) {
        case "GET /health":
          return json(res, 200, { ok: true, modes: modes() });
        case "GET /mode":
          return json(res, 200, modes());
        case "POST /mode": {
          let wanted: Partial<Record<keyof FakeModes, unknown>>;
          try {
            wanted = JSON.parse((await readBody(req)) || "{}") as typeof wanted;
          } catch {
            return json(res, 400, { error: "body must be JSON: {openai?, replicate?}" });
          }
          const openaiMode = wanted.openai as FakeOpenAIMode | undefined;
          const replicateMode = wanted.replicate as FakeReplicateMode | undefined;
          if (openaiMode !== undefined && !FAKE_OPENAI_MODES.includes(openaiMode))
            return json(res, 400, { error: `openai mode must be one of ${FAKE_OPENAI_MODES.join(", ")}` });
          if (replicateMode !== undefined && !FAKE_REPLICATE_MODES.includes(replicateMode))
            return json(res, 400, { error: `replicate mode must be one of ${FAKE_REPLICATE_MODES.join(", ")}` });
          if (openaiMode) openai.mode = openaiMode;
          if (replicateMode) replicate.mode = replicateMode;
          return json(res, 200, modes());
        }
        case "POST /reset":
          openai.mode = "ok";
          replicate.mode = "ok";
          meta.reset();
          clearRequests();
          return json(res, 200, modes());
        case "GET /requests":
          return json(res, 200, {
            openai: openai.requests,
            replicate: { prompts: replicate.prompts, predictions: replicate.predictions },
            store: storeRequests,
          } satisfies RecordedRequests);
        case "DELETE /requests":
          clearRequests();
          return res.writeHead(204).end();
        default:
          return json(res, 404, { error: `unknown route ${route}` });
      }
    })();
  });

  const listen = (server: http.Server, port: number) => new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  await listen(store, PORTS.storePort);
  await listen(control, PORTS.controlPort);
  console.log(`openai ${openai.url}, replicate ${replicate.url}, meta ${meta.url}, store ${STORE_URL}/store/, control http://127.0.0.1:${PORTS.controlPort}`);

  const stop = () => {
    void Promise.all([
      openai.close(),
      replicate.close(),
      meta.close(),
      new Promise((resolve) => store.close(resolve)),
      new Promise((resolve) => control.close(resolve)),
    ]).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("the fakes failed to start:", error);
  process.exit(1);
});
