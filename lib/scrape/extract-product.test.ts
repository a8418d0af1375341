import { extractProduct, readProduct } from "./extract-product";

const URL = "https://www.loja.at/artikel/monitor-27";
const page = (body: string) => `<html lang="de"><head><title>Monitor 27 Zoll | Loja</title></head><body><h1>Monitor 27 Zoll</h1>${body}</body></html>`;

describe("extractProduct on pages without structured data", () => {
  it("reads a price box that holds a quantity list and cents in their own element", () => {
    const html = page(`<td id="sa_preis">Anz: <select><option>1</option><option>2</option></select> €178,<span>99</span></td>`);
    expect(extractProduct(html, URL).price).toBe(178.99);
  });

  it("puts back the decimal mark that cents in their own element leave out", () => {
    expect(extractProduct(page(`<div class="price">$229<span>99</span></div>`), URL).price).toBe(229.99);
    expect(extractProduct(page(`<div class="preco">R$ 1.299<sup>90</sup></div>`), URL).price).toBe(1299.9);
  });

  it("reads a price shown with any currency's sign, not only the dollar, euro and real", () => {
    expect(extractProduct(page(`<div><span>1 299 Kč</span></div>`), "https://www.obchod.cz/p/monitor").price).toBe(1299);
    expect(extractProduct(page(`<div><span>129,99 zł</span></div>`), "https://www.sklep.pl/p/monitor").price).toBe(129.99);
  });

  it("takes the price whose text says it is the current one over the old one beside it", () => {
    const html = page(`<div><h5 class="product-price--markdown">$64.95</h5><h5 class="product-price">Now $52.00</h5></div>`);
    expect(extractProduct(html, URL).price).toBe(52);
  });

  it("does not take what an option adds or takes off for the price", () => {
    const html = page(
      `<label><input type="radio" name="option"> Ohne Sehstärke (-40.00€)</label><ul id="price-list"><li class="price"><span>100.00€</span></li></ul>`,
    );
    expect(extractProduct(html, URL).price).toBe(100);
  });

  it("reads 'list-price' as the list price and 'price-list' as the list of prices", () => {
    const html = page(`<ul class="price-list"><li class="list-price"><span>€ 120,00</span></li><li><span>€ 99,00</span></li></ul>`);
    expect(extractProduct(html, URL).price).toBe(99);
  });

  it("does not take a small icon sized inline for the product's photo", () => {
    const html = page(`<a href="javascript:show_cart();"><img style="width: 22px; height: 30px;" src="/bilder/shop/wk.jpg"></a><p>188,90 EUR</p>`);
    expect(extractProduct(html, URL).imageUrl).toBeNull();
    const slot = page(
      `<div><img style="width:125px; height:94px;" src="/bilder/shop/noimage.jpg"><img src="/bilder/shop/info_small.jpg"></div><p>188,90 EUR</p>`,
    );
    expect(extractProduct(slot, URL).imageUrl).toBeNull();
    const shown = page(`<div><img style="width: 400px" src="/bilder/produkte/monitor-27.jpg"></div><p>188,90 EUR</p>`);
    expect(extractProduct(shown, URL).imageUrl).toBe("https://www.loja.at/bilder/produkte/monitor-27.jpg");
  });

  it("says there is no photo when the image shown for the product is the store's placeholder", () => {
    const html = page(
      `<div><img src="/shop/images/noimage.gif" alt="Monitor 27 Zoll"></div><p>188,90 EUR</p><footer><img src="/img/footer_paypal_2.png"></footer>`,
    );
    expect(extractProduct(html, URL).imageUrl).toBeNull();
  });

  it("skips a share image named after its tag, the site's generic one, for the photo shown beside the heading", () => {
    const html = page(`<img src="https://web.loja.at/storage/product/46678_image.png" alt="Monitor 27 Zoll"><p>188,90 EUR</p>`).replace(
      "</title>",
      `</title><meta property="og:image" content="https://www.loja.at/og_image.png">`,
    );
    expect(extractProduct(html, URL).imageUrl).toBe("https://web.loja.at/storage/product/46678_image.png");
  });

  it("skips the footer's artwork and a brand's logo for the product's photo", () => {
    const html = page(
      `<div><img src="/vendor/samsung.jpg"></div><div><div><img src="/bilder/monitor-27.jpg"></div></div><footer><img src="/img/zahlung.png"></footer>`,
    );
    expect(extractProduct(html, URL).imageUrl).toBe("https://www.loja.at/bilder/monitor-27.jpg");
  });
});

describe("extractProduct when the structured prices disagree", () => {
  const withHead = (head: string, body: string) =>
    `<html lang="pt"><head><title>Código do Trabalho | Livraria</title>${head}</head><body><h1>Código do Trabalho</h1>${body}</body></html>`;

  // Issue 36: without a page that needs it, the reader no longer picks among disagreeing prices itself; it
  // takes the most trusted and hands the AI every price its sources give (lib/ai/choose-product.ts).
  it("hands the AI both the price the page shows and a net price in the meta tags", () => {
    const html = withHead(
      `<meta property="product:price:amount" content="67.8400"><meta property="product:price:currency" content="EUR">`,
      `<div itemscope itemtype="http://schema.org/Product"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
        <span itemprop="price" content=" 71,91 € 79,90 € "></span></div></div><p class="price">71,91 €</p>`,
    );
    const { product, candidates } = readProduct(html, URL);
    expect(product.price).toBe(67.84);
    expect(candidates.price).toEqual(expect.arrayContaining([67.84, 71.91]));
  });

  it("takes the sale price over the original one", () => {
    const html = withHead(`<meta property="product:price:amount" content="1148.00"><meta property="product:sale_price:amount" content="997.00">`, "");
    expect(extractProduct(html, URL).price).toBe(997);
  });
});

describe("readProduct's candidates for the AI", () => {
  it("counts one photo served over http and https once, the reader's first", () => {
    const product = { "@context": "https://schema.org", "@type": "Product", name: "Monitor 27 Zoll", image: "http://cdn.loja.at/monitor-27.jpg" };
    const html = page("").replace(
      "</title>",
      `</title><meta property="og:image" content="https://cdn.loja.at/monitor-27.jpg"><script type="application/ld+json">${JSON.stringify(product)}</script>`,
    );
    expect(readProduct(html, URL).candidates.imageUrl).toEqual(["http://cdn.loja.at/monitor-27.jpg"]);
  });
});

describe("extractProduct on a deco.cx storefront", () => {
  it("reads the product of its page object, named as its group", () => {
    const product = {
      "@type": "Product",
      name: "Cafe - P",
      isVariantOf: { "@type": "ProductGroup", name: "Maiô Artesanal Cutwork Bananeira" },
      image: [{ "@type": "ImageObject", url: "https://lojafarm.vteximg.com.br/arquivos/ids/3762066/362597_1592_1-MAIO.jpg" }],
      offers: {
        "@type": "Offer",
        price: 478.4,
        priceSpecification: [
          { "@type": "UnitPriceSpecification", priceType: "https://schema.org/ListPrice", price: 598, priceCurrency: "BRL" },
          { "@type": "UnitPriceSpecification", priceType: "https://schema.org/SalePrice", price: 478.4, priceCurrency: "BRL" },
        ],
      },
    };
    const html =
      `<html><head><title>Maiô Artesanal Cutwork Bananeira</title><script type="application/ld+json">` +
      JSON.stringify({ "@context": "https://schema.org", "@type": "ProductDetailsPage", product }) +
      `</script></head><body><div id="app"></div></body></html>`;
    expect(extractProduct(html, "https://www.farmrio.com.br/maio-artesanal-cutwork-bananeira-cafe-362597-1592/p")).toEqual(
      expect.objectContaining({
        title: "Maiô Artesanal Cutwork Bananeira",
        price: 478.4,
        currency: "BRL",
        imageUrl: "https://lojafarm.vteximg.com.br/arquivos/ids/3762066/362597_1592_1-MAIO.jpg",
        fallback: false,
      }),
    );
  });
});
