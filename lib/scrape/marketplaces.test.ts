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
  ])("refuses %s", (url) => expect(isMarketplace(url)).toBe(true));

  it.each([
    "https://www.buykud.com/products/dress",
    "https://loja.amazonia-cosmeticos.com.br/produto",
    "https://ebaystore-fans.example.com/x",
    "https://mystore.com.br/etsy-style-mug",
    "not a url",
  ])("accepts %s", (url) => expect(isMarketplace(url)).toBe(false));
});
