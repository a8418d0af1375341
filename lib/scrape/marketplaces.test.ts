import { isMarketplace } from "./marketplaces";

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
