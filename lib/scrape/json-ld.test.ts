import * as cheerio from "cheerio";
import { jsonLdProducts } from "./json-ld";

const productsOf = (block: string) => jsonLdProducts(cheerio.load(`<script type="application/ld+json">${block}</script>`));

describe("jsonLdProducts", () => {
  it("reads a hand-written block with an unescaped quote, a raw line break and a trailing comma", () => {
    const block = `{"@type": "Product", "name": "Monitor 27" schwarz", "description": "Linha 1
      Linha 2", "offers": {"@type": "Offer", "price": "149.00",},}`;
    expect(productsOf(block)).toEqual([expect.objectContaining({ name: 'Monitor 27" schwarz', offers: { "@type": "Offer", price: "149.00" } })]);
  });

  it("finds the product in a graph and skips a block that cannot be read", () => {
    expect(productsOf(`{"@graph": [{"@type": "WebSite"}, {"@type": ["Product"], "name": "Tênis"}]}`)).toEqual([{ "@type": ["Product"], name: "Tênis" }]);
    expect(productsOf("<p>not json</p>")).toEqual([]);
  });

  it("finds the product a page object holds (deco.cx's ProductDetailsPage)", () => {
    const block = `{"@type": "ProductDetailsPage", "breadcrumbList": {"@type": "BreadcrumbList"}, "product": {"@type": "Product", "name": "Cafe - P"}}`;
    expect(productsOf(block)).toEqual([{ "@type": "Product", name: "Cafe - P" }]);
  });
});
