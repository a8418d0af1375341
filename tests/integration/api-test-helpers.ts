import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local store page for the /api-test extraction (the integration env lets loopback through).
export const STORE_PAGE = `<!doctype html><html lang="pt-BR"><head>
<title>Tênis Corrida Pro | Passo Firme</title>
<meta property="og:title" content="Tênis Corrida Pro">
<meta property="og:description" content="Tênis leve com amortecimento para treinos e provas.">
<meta property="og:image" content="https://loja.example/img/tenis.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Tênis Corrida Pro","image":"https://loja.example/img/tenis.jpg","description":"Tênis leve com amortecimento para treinos e provas.","offers":{"@type":"Offer","price":"299.90","priceCurrency":"BRL"}}</script>
</head><body><h1>Tênis Corrida Pro</h1><p>R$ 299,90</p></body></html>`;

export type StoreServer = { url: string; hits: () => number; close: () => Promise<void> };

export async function startStore(): Promise<StoreServer> {
  let hits = 0;
  const server: Server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(STORE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/produto/tenis-corrida-pro`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
