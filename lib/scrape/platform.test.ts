import * as cheerio from "cheerio";
import { CORPORA, loadCorpus, type Corpus } from "@/tests/unit/product-fixtures";
import { platformsOf, type Platform } from "./platform";
import { galleryImage } from "./product-image";

const PLATFORMS: Platform[] = ["vtex", "shopify", "nuvemshop", "tray", "loja-integrada", "magento", "woocommerce"];
// The corpora name each page's platform in its file name ("a-01-vtex-legacy-…", "04-magento-lacrosse").
const named = (Object.keys(CORPORA) as Corpus[])
  .flatMap((corpus) => loadCorpus(corpus))
  .map((fixture) => ({ file: fixture.file, html: fixture.html, platform: PLATFORMS.find((platform) => fixture.file.includes(`-${platform}-`)) }))
  .filter((page): page is { file: string; html: string; platform: Platform } => page.platform !== undefined);

describe("platformsOf", () => {
  it("finds pages of every platform in the corpora", () => expect(new Set(named.map((page) => page.platform)).size).toBe(PLATFORMS.length));

  it.each(named.map((page) => [page.file, page] as const))("reads %s as its platform's", (_file, page) => {
    expect(platformsOf(page.html)).toContain(page.platform);
  });

  it("reads a page with none of the platforms' marks as none of theirs", () => {
    expect(platformsOf("<html><body><h1>Vaso</h1><img src='/img/vaso.jpg'></body></html>").size).toBe(0);
  });
});

describe("a platform's gallery markup", () => {
  // Loja Integrada's main photo (#imagemProduto), its files on its CDN.
  const photo = "https://cdn.awsli.com.br/600x700/123/456/produto/789/vaso.jpg";
  const gallery = `<img id="imagemProduto" src="${photo}">`;
  it("is read on that platform's pages", () => {
    const html = `<html><head><link rel="preconnect" href="https://cdn.awsli.com.br"></head><body>${gallery}</body></html>`;
    expect(galleryImage(cheerio.load(html), "https://loja.com.br/p/vaso", platformsOf(html))?.url).toBe(photo);
  });
  it("is not read on another's", () => {
    const html = `<html><body>${gallery.replace("cdn.awsli.com.br", "fotos.loja.com.br")}</body></html>`;
    expect(galleryImage(cheerio.load(html), "https://loja.com.br/p/vaso", platformsOf(html))).toBeNull();
  });
});
