import { extractProduct } from "./extract-product";

const URL = "https://www.loja.at/artikel/monitor-27";
const page = (body: string) => `<html lang="de"><head><title>Monitor 27 Zoll | Loja</title></head><body><h1>Monitor 27 Zoll</h1>${body}</body></html>`;

describe("extractProduct on pages without structured data", () => {
  it("reads a price box that holds a quantity list and cents in their own element", () => {
    const html = page(`<td id="sa_preis">Anz: <select><option>1</option><option>2</option></select> €178,<span>99</span></td>`);
    expect(extractProduct(html, URL).price).toBe(178.99);
  });

  it("takes the price whose text says it is the current one over the old one beside it", () => {
    const html = page(`<div><h5 class="product-price--markdown">$64.95</h5><h5 class="product-price">Now $52.00</h5></div>`);
    expect(extractProduct(html, URL).price).toBe(52);
  });

  it("says there is no photo when the image shown for the product is the store's placeholder", () => {
    const html = page(
      `<div><img src="/shop/images/noimage.gif" alt="Monitor 27 Zoll"></div><p>188,90 EUR</p><footer><img src="/img/footer_paypal_2.png"></footer>`,
    );
    expect(extractProduct(html, URL).imageUrl).toBeNull();
  });

  it("skips the footer's artwork and a brand's logo for the product's photo", () => {
    const html = page(
      `<div><img src="/vendor/samsung.jpg"></div><div><div><img src="/bilder/monitor-27.jpg"></div></div><footer><img src="/img/zahlung.png"></footer>`,
    );
    expect(extractProduct(html, URL).imageUrl).toBe("https://www.loja.at/bilder/monitor-27.jpg");
  });
});
