import { loadPage } from "./page-query";
import { pageKind } from "./page-kind";

const html = (head: string, body = "<h1>Página</h1>") =>
  `<!doctype html><html lang="pt-BR"><head><title>Página</title>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const kindOf = (page: string, price: number | null = null) => pageKind(loadPage(page), price);

const PRODUCT = { "@type": "Product", name: "Tênis Corrida Pro", offers: { "@type": "Offer", price: "299.90", priceCurrency: "BRL" } };
const BLOG_POSTING = { "@type": "BlogPosting", headline: "Cinco dicas para começar a correr", image: "https://loja.example/blog/capa.jpg" };

describe("pageKind", () => {
  it("counts a page as a product page by its product markup, even when the reader found no price", () => {
    expect(kindOf(html(ld({ "@context": "https://schema.org", ...PRODUCT })), 299.9)).toBe("product");
    expect(kindOf(html(ld({ "@graph": [{ "@type": "WebPage" }, { ...PRODUCT, offers: undefined }] })))).toBe("product");
    expect(kindOf(html(ld({ "@type": "ItemPage", mainEntity: { "@type": "ProductGroup", name: "Camiseta" } })))).toBe("product");
    expect(kindOf(html('<meta property="og:type" content="product">'))).toBe("product");
    expect(kindOf(html('<meta property="og:type" content="product.item">'))).toBe("product");
    expect(kindOf(html('<meta property="product:price:amount" content="49.90">'))).toBe("product");
    expect(kindOf(html("", '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Caneca</h1></div>'))).toBe("product");
    expect(kindOf(html("", '<div vocab="https://schema.org/" typeof="Product"><h1 property="name">Caneca</h1></div>'))).toBe("product");
    // A thing on offer that is not typed a product (a book, a course) is sold all the same.
    expect(kindOf(html(ld({ "@type": "Book", name: "Receitas", offers: { price: "59.90" } })))).toBe("product");
  });

  it("counts a page that shows its price and does not say it is an article as a product page", () => {
    expect(kindOf(html(""), 89.9)).toBe("product");
    // WordPress themes wrap every page in a schema.org Blog: a store's product page included.
    expect(kindOf(html("", '<main itemscope itemtype="https://schema.org/Blog"><h1>Sandália</h1></main>'), 219.9)).toBe("product");
  });

  it("reads an article by schema.org, whatever prices it cites", () => {
    const blog = html(
      '<meta property="og:type" content="article">' +
        ld({ "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "Blog da Loja" }, BLOG_POSTING] }) +
        // The products the post mentions, in a list: not the page's product.
        ld({ "@type": "ItemList", itemListElement: [{ "@type": "ListItem", item: PRODUCT }] }),
      '<article><h1>Cinco dicas</h1><a href="/p/tenis"><span class="price">R$ 299,90</span></a></article>',
    );
    expect(kindOf(blog, 299.9)).toBe("article");
    expect(kindOf(html(ld({ "@type": "NewsArticle", headline: "Loja abre em Recife" })))).toBe("article");
    expect(kindOf(html("", '<article itemscope itemtype="http://schema.org/BlogPosting"><h1 itemprop="headline">Dicas</h1></article>'), 49.9)).toBe("article");
    // A review post marks up the product it reviews, with no price: still an article.
    expect(kindOf(html(ld([BLOG_POSTING, { "@type": "Product", name: "Tênis", review: { "@type": "Review" } }])))).toBe("article");
  });

  it("lets product markup with a price outweigh an article's", () => {
    expect(kindOf(html('<meta property="og:type" content="article">' + ld(PRODUCT)), 299.9)).toBe("product");
    expect(kindOf(html(ld([BLOG_POSTING, PRODUCT])), 299.9)).toBe("product");
  });

  it("takes OpenGraph's article for an article only when no price is shown: WordPress writes it on store pages too", () => {
    expect(kindOf(html('<meta property="og:type" content="article">'))).toBe("article");
    expect(kindOf(html('<meta property="og:type" content="article">'), 219.9)).toBe("product");
  });

  it("calls a page with neither product markup nor a price, nor an article's, another page", () => {
    expect(kindOf(html('<meta property="og:type" content="website">', "<h1>Trocas e devoluções</h1>"))).toBe("other");
    expect(kindOf("<html><head><title>Blog da Loja | Dicas de corrida</title></head><body><h2>Cinco dicas</h2></body></html>")).toBe("other");
    // A product only related to the page's (another product's tile) is not the page's.
    expect(kindOf(html("", '<div itemprop="isRelatedTo" itemscope itemtype="https://schema.org/Product"><span itemprop="name">Meia</span></div>'))).toBe(
      "other",
    );
  });
});
