import * as cheerio from "cheerio";
import { cleanName, productName } from "./product-title";

const nameOf = (html: string, declared: string | null = null) => productName(cheerio.load(html), "https://www.loja.com.br/p/1", null, declared).title;

describe("cleanName", () => {
  it.each([
    ["Realspace Desk Item # 101095", "Realspace Desk"],
    ["Tênis Corrida Pro Cód.: 12345", "Tênis Corrida Pro"],
    ["Monitor Art.-Nr.: 4711", "Monitor"],
    ["Model S P100D", "Model S P100D"],
    ["Camiseta Básica Product", "Camiseta Básica Product"],
    // Any currency's sign, by the one definition (currency.ts), not only the dollar, euro and real.
    ["Cuscuzeira Inox 2 L por R$ 89,90", "Cuscuzeira Inox 2 L"],
    ["Czajnik elektryczny 129,99 zł", "Czajnik elektryczny"],
    ["Kettle Steel CHF 49.90", "Kettle Steel"],
    // Capitals that are a code only as a sign: the foot, a three-letter word, a code inside a word.
    ["Cabo HDMI 10 Ft", "Cabo HDMI 10 Ft"],
    ["Kit 3 Top Fitness", "Kit 3 Top Fitness"],
    ["Tênis 42 EURO Run", "Tênis 42 EURO Run"],
  ])("reads %s as %s", (raw, name) => expect(cleanName(raw)).toBe(name));
});

describe("productName", () => {
  it("takes the heading the markup declares as the name over a longer share title", () => {
    const html = `<html><head><meta property="og:title" content="Mapa Mundi Clássico Pôster na Loja"></head>
      <body><div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Mapa Mundi Clássico</h1></div></body></html>`;
    expect(nameOf(html, "Mapa Mundi Clássico")).toBe("Mapa Mundi Clássico");
  });

  it("reads a declared name shown in an h1 beside the brand as the h1", () => {
    const html = `<html><head><title>Tom Ford Парфюмерная вода Lost Cherry 100 мл — купить</title></head><body><div itemscope itemtype="https://schema.org/Product">
      <h1><a href="/brands/tom-ford"> Tom Ford <meta itemprop="brand" content="Tom Ford"></a> <span itemprop="name"> Lost Cherry </span></h1></div></body></html>`;
    expect(nameOf(html, "Lost Cherry")).toBe("Tom Ford Lost Cherry");
  });

  it("goes on with a title that adds words to an undeclared heading", () => {
    const html = `<html><head><title>Tênis Trilha Pro Impermeável | Loja</title></head><body><h1>Tênis Trilha Pro</h1></body></html>`;
    expect(nameOf(html)).toBe("Tênis Trilha Pro Impermeável");
  });

  it("drops the shop's name after 'im' from a title", () => {
    expect(nameOf(`<html><head><title>Samsung Odyssey G9 im Loja</title></head><body></body></html>`)).toBe("Samsung Odyssey G9");
    expect(nameOf(`<html><head><title>Samsung Odyssey G9 im Loja IT Online Shop</title></head><body></body></html>`)).toBe("Samsung Odyssey G9");
    expect(nameOf(`<html><head><title>Camiseta Estampada by Maria Clara Silva Costa</title></head><body></body></html>`)).toBe(
      "Camiseta Estampada by Maria Clara Silva Costa",
    );
  });

  it("takes a variant's group name over its label when the page names only the group", () => {
    const html = `<html><head><title>Maiô Artesanal Cutwork | FARM</title></head><body></body></html>`;
    const named = (variant: string, group: string) => productName(cheerio.load(html), "https://www.farmrio.com.br/maio/p", variant, null, group).title;
    expect(named("Cafe - P", "Maiô Artesanal Cutwork")).toBe("Maiô Artesanal Cutwork");
    // A variant's name the page shares words with stays; so does a label when the group's name is not the page's either.
    expect(named("Maiô Artesanal Cutwork Cafe", "Maiô Artesanal Cutwork")).toBe("Maiô Artesanal Cutwork Cafe");
    expect(named("Cafe - P", "Coleção Inverno")).toBe("Cafe - P");
  });

  it("does not take the maker's name, an item nested in the product, as the product's", () => {
    const html = `<html><head><title>Gorila Playsets Balanço Casa da Árvore | Loja</title></head><body>
      <div itemscope itemtype="http://schema.org/Product">
        <span itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Gorila Playsets</span></span>
        <span itemprop="name"></span>
      </div></body></html>`;
    expect(nameOf(html)).toBe("Gorila Playsets Balanço Casa da Árvore");
  });
});
