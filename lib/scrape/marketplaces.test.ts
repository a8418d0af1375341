import { getDomain } from "tldts";
import { CLASSIFIEDS_AND_AUCTIONS, DEAL_SITES, MARKETPLACES, PRICE_COMPARISON } from "./marketplace-domains";
import { isMarketplace } from "./marketplaces";

const listed = [MARKETPLACES, PRICE_COMPARISON, CLASSIFIEDS_AND_AUCTIONS, DEAL_SITES].flatMap((sites) => Object.values(sites).flat());

describe("isMarketplace", () => {
  it.each([
    "https://www.amazon.com.br/dp/B0011",
    "https://produto.mercadolivre.com.br/MLB-123",
    "https://shopee.com.br/item",
    "https://www.magazineluiza.com.br/x/p/123",
    "https://pt.aliexpress.com/item/1.html",
    "http://www.ebay.com/itm/1",
    "https://www.etsy.com/es/listing/1",
    "https://www.amazon.co.uk/dp/1",
    // classifieds and deal sites
    "https://sfbay.craigslist.org/sfc/fuo/d/sofa/123.html",
    "https://sp.olx.com.br/sao-paulo-e-regiao/celulares/iphone-123",
    "https://www.groupon.com/deals/golf-lessons",
    "https://www.dhgate.com/product/stickers/120629211.html",
    "https://www.elo7.com.br/caneca/dp/123",
    "https://pokupki.market.yandex.ru/product/nabor-stakanov/140212369",
    "https://allegro.pl/oferta/zestaw-123",
    "https://www.emag.ro/whiskey/pd/DWFWKMMBM/",
    // price comparison, more classifieds, auctions and deal sites
    "https://geizhals.at/samsung-smart-monitor-m8-a3001040.html",
    "https://www.idealo.de/preisvergleich/OffersOfProduct/123.html",
    "https://www.smartprix.com/mobiles/tork-t15-prime-ppd1gaiamg9r",
    "https://kids.1k.by/mumsgoods-bagskangaroo/babybjorn/BabyBjorn_One-987929.html",
    "https://www.kleinanzeigen.de/s-anzeige/sofa/123",
    "https://www.willhaben.at/iad/kaufen-und-verkaufen/d/monitor-123/",
    "https://www.laendleanzeiger.at/boote/motorboote/c5780a200532255/lattenrostbausatz.html",
    "https://www.usedvictoria.com/classified-ad/Casio-FX-991ES_36029524",
    "https://www.vinted.pt/items/123-casaco",
    "https://www.liveauctioneers.com/item/94037710_vintage-chanel-double-flap-leather-bag",
    "https://www.catawiki.com/pt/l/123",
    "http://www.tmon.co.kr/deal/4548094738",
    "https://www.gomaji.com/store/122725?pid=260591",
    "https://www.trendyol.com/x/y-p-123",
    "https://www.bol.com/nl/nl/p/x/123/",
    "https://www.sendo.vn/iphone-13-128gb-trang-73239368.html",
    "https://www.myntra.com/apparel-set/arrow/arrow-2-piece-slim-fit-suit/22180132/buy",
    "https://tiki.vn/dien-thoai-p123.html",
  ])("refuses %s", (url) => expect(isMarketplace(url)).toBe(true));

  it.each([
    "https://www.buykud.com/products/dress",
    "https://loja.amazonia-cosmeticos.com.br/produto",
    "https://ebaystore-fans.example.com/x",
    "https://mystore.com.br/etsy-style-mug",
    "https://www.ricardoeletro.com.br/produto/tv",
    "https://www.paris.cl/consola-retro.html",
    "https://www.zalando.ie/milkshake-bag.html",
    "https://bol.uol.com.br/noticia",
    "https://www.supermarkt-online.de/artikel/1",
    "not a url",
  ])("accepts %s", (url) => expect(isMarketplace(url)).toBe(false));
});

describe("isMarketplace by registrable domain (Public Suffix List)", () => {
  it.each([
    // any subdomain of the site's domain
    "https://m.amazon.com.br/dp/B0011",
    "https://articulo.mercadolibre.com.ar/MLA-123",
    "https://loja.mercadoshops.com.br/produto",
    // suffixes of two labels
    "https://www.ebay.co.uk/itm/1",
    "https://www.amazon.com.au/dp/1",
    "https://www.amazon.co.jp/dp/1",
    "https://www.amazon.com.be/dp/1",
    "https://www.jumia.com.ng/x.html",
    // written any way a browser accepts
    "HTTPS://WWW.AMAZON.COM.BR/dp/1",
    "https://www.amazon.com.br./dp/1",
    "https://www.magazineluiza.com.br:443/x/p/1",
  ])("refuses %s", (url) => expect(isMarketplace(url)).toBe(true));

  it.each([
    // a shop whose name contains or equals a marketplace's, on its own domain
    "https://extra-moveis.com.br/sofa-retratil",
    "https://loja.extra.net.br/produto/1",
    "https://www.markt-shop.de/artikel/1",
    "https://www.markt.at/produkt/1",
    "https://zoomcamera.com.br/produto/lente",
    "https://zoom.us/pricing",
    "https://finn.shop/products/boot",
    "https://www.amazon-moveis.com.br/produto",
    "https://www.mercadolivre-ofertas.com.br/produto",
    // the marketplace's name on another country's domain it does not operate
    "https://www.carrefour.it/p/1",
    // a private suffix: a shop under a host's domain is the shop's own
    "https://ebay.myshopify.com/products/x",
    "https://amazon.br.com/produto",
    "https://www.ebay.uk.com/item/1",
    // com.be is an ordinary domain: only Amazon's name under it is Amazon's
    "https://loja.com.be/produit/1",
    "https://amazon.com.be.example.com/dp/1",
    // the marketplace only in the path, query or user info
    "https://loja.example.com/?ref=https://www.amazon.com.br/dp/1",
    "https://loja.example.com/amazon.com.br/produto",
    "https://www.amazon.com.br@loja.example.com/produto",
    // a look-alike in another script (Cyrillic а)
    "https://www.\u0430mazon.com.br/dp/1",
    "https://lojaçaí.com.br/produto",
    // no registrable domain
    "http://192.168.0.10/produto",
    "http://[2001:db8::1]/produto",
    "http://localhost:3000/produto",
    "http://amazon/dp/1",
    "amazon.com.br/dp/1",
    "",
  ])("accepts %s", (url) => expect(isMarketplace(url)).toBe(false));

  it("refuses retailers that also sell other sellers' goods on their own pages (decision 032)", () => {
    const retailers = [
      "https://www.americanas.com.br/produto/1",
      "https://www.submarino.com.br/produto/1",
      "https://www.shoptime.com.br/produto/1",
      "https://www.casasbahia.com.br/x/p/1",
      "https://www.pontofrio.com.br/x/p/1",
      "https://www.extra.com.br/x/p/1",
      "https://www.carrefour.com.br/x/p",
      "https://www.netshoes.com.br/x",
      "https://www.kabum.com.br/produto/1/x",
      "https://www.walmart.com/ip/1",
      "https://www.amazon.com.br/dp/1",
    ];
    expect(retailers.filter((url) => !isMarketplace(url))).toEqual([]);
  });

  it("lists registrable domains only, but amazon.com.be (com.be is not a public suffix)", () => {
    expect(listed.filter((domain) => getDomain(domain, { allowPrivateDomains: true }) !== domain)).toEqual(["amazon.com.be"]);
  });

  it("lists each domain once, and refuses it with any subdomain", () => {
    expect(listed.length).toBeGreaterThan(300);
    expect(listed.filter((domain, index) => listed.indexOf(domain) !== index)).toEqual([]);
    expect(listed.filter((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) || domain.startsWith("www."))).toEqual([]);
    // A public suffix, ICANN (co.uk) or private (myshopify.com), would fail here.
    const missed = listed.filter((domain) => !isMarketplace(`https://${domain}/`) || !isMarketplace(`https://www.${domain}/p/1`));
    expect(missed).toEqual([]);
  });
});
