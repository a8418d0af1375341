import type { Platform } from "./platform";

// The product reader's rules (issue 36), field by field in the order they are tried, each with its evidence:
// the standard it reads, or the corpus pages that need it ("corpus/file": without the rule, the page's reading
// of that field goes wrong). `npm run bench:reader-rules` measures each rule against every corpus page;
// tests/unit/reader-rules.test.ts checks the pages named here still need their rule. A rule for one platform's
// markup is tried only on that platform's pages.

type Evidence = { standard: string } | { pages: readonly string[] };
type Rule = { field: "title" | "image" | "price" | "currency"; says: string; evidence: Evidence; platform?: Platform };

const SCHEMA_ORG = (term: string) => ({ standard: `schema.org ${term} (JSON-LD)` });

export const RULES = {
  // ── Title ────────────────────────────────────────────────────────────────────────────────────────────
  "title.json-ld": { field: "title", says: "the Product's name in JSON-LD", evidence: SCHEMA_ORG("Product.name") },
  "title.json-ld.group": {
    field: "title",
    says: "a variant's name no title shares a word with is its label: the name of the group it is a variant of",
    evidence: SCHEMA_ORG("ProductGroup / isVariantOf"),
  },
  "title.json-ld.heading-plus-variant": { field: "title", says: "a JSON-LD name that is the heading plus a variant is the heading's", evidence: { pages: [] } },
  "title.heading-is-title": {
    field: "title",
    says: "the heading the page's title or share title names",
    evidence: { pages: ["product-pages-2/67-f-barnesnoble.html"] },
  },
  "title.declared-heading": {
    field: "title",
    says: "the heading the microdata declares as the product's name",
    evidence: { standard: "schema.org Product.name (microdata)" },
  },
  "title.declared-in-h1": {
    field: "title",
    says: "a declared name shown inside an h1 beside the brand is read as the h1",
    evidence: { pages: ["product-pages-2/29-f-bhphoto.html"] },
  },
  "title.heading-runs-on": {
    field: "title",
    says: "a heading whose words the title goes on with: the title's longer name",
    evidence: { pages: ["product-pages/24-other-nike-bag.html"] },
  },
  "title.heading-overlaps-title": {
    field: "title",
    says: "the heading sharing half its words with a title",
    evidence: { pages: ["product-pages/15-other-globalindustrial.html"] },
  },
  "title.heading-holds-title": { field: "title", says: "the heading holding nearly all of a title's words, or the other way round", evidence: { pages: [] } },
  "title.declared": { field: "title", says: "no heading agrees: the microdata's name", evidence: { standard: "schema.org Product.name (microdata)" } },
  "title.page-title": { field: "title", says: "then the share title or the page's title", evidence: { standard: "Open Graph og:title; HTML <title>" } },
  "title.first-heading": { field: "title", says: "then the page's first heading", evidence: { standard: "HTML <h1>" } },
  "title.named-element": { field: "title", says: "an element the markup calls the product's name counts as a heading", evidence: { pages: [] } },
  "title.site.segments": { field: "title", says: "a title's segments that name the site are left out", evidence: { pages: [] } },
  "title.site.at-shop": { field: "title", says: "'… at Store', '… im Shop': the shop's name after the word is left out", evidence: { pages: [] } },
  "title.site.short-last-segment": { field: "title", says: "a short last segment is the site's, even when its name is unknown", evidence: { pages: [] } },
  "title.site.later-segment": { field: "title", says: "a title that is a later segment of another names the site", evidence: { pages: [] } },
  "title.site.opening-title": { field: "title", says: "a title that opens with the site's name is the site's own", evidence: { pages: [] } },
  "title.clean.page-kind": { field: "title", says: "'Product description page - …' is left out", evidence: { pages: [] } },
  "title.clean.trailing-code": { field: "title", says: "a model or code after the name runs to its end", evidence: { pages: [] } },
  "title.clean.empty-code": { field: "title", says: "a code label left empty at the end is left out", evidence: { pages: [] } },
  "title.clean.price": { field: "title", says: "a price shown with the name is left out", evidence: { pages: [] } },
  "title.clean.code": { field: "title", says: "a code the page adds to the name is left out ('Item # 101095', 'Cód.: 12345')", evidence: { pages: [] } },
  "title.clean.glued-model": { field: "title", says: "a model number glued on with a hyphen is left out", evidence: { pages: [] } },

  // ── Photo ────────────────────────────────────────────────────────────────────────────────────────────
  "image.json-ld": { field: "image", says: "the Product's image in JSON-LD", evidence: SCHEMA_ORG("Product.image") },
  "image.microdata": { field: "image", says: "the Product's image in microdata", evidence: { standard: "schema.org Product.image (microdata)" } },
  "image.gallery": {
    field: "image",
    says: "the photo of the product's gallery markup, kind by kind as below",
    evidence: {
      pages: [
        "product-pages/05-magento-monrovia.html",
        "product-pages-2/49-f-neimanmarcus.html",
        "product-pages-br/b-02-loja-integrada-atelie-fio-de-nuvem.html",
        "product-pages-br/b-04-loja-integrada-quintal-dos-bichos.html",
        "product-pages-br/b-20-loja-integrada-produto-fora-de-linha.html",
      ],
    },
  },
  "image.gallery.main-product-image": { field: "image", says: "#main-product-image", evidence: { pages: [] } },
  "image.gallery.imagem-produto": {
    field: "image",
    says: "Loja Integrada's #imagemProduto",
    evidence: { pages: ["product-pages-br/b-02-loja-integrada-atelie-fio-de-nuvem.html"] },
    platform: "loja-integrada",
  },
  "image.gallery.fotorama": { field: "image", says: "Magento's gallery stage", evidence: { pages: [] }, platform: "magento" },
  "image.gallery.itemprop": { field: "image", says: "an <img itemprop=image>", evidence: { standard: "schema.org image (microdata)" } },
  "image.gallery.product-image-photo": { field: "image", says: "Magento's .product-image-photo", evidence: { pages: [] }, platform: "magento" },
  "image.gallery.data-zoom-image": { field: "image", says: "an image with a zoom address", evidence: { pages: [] } },
  "image.gallery.data-large-image": { field: "image", says: "WooCommerce's large image address", evidence: { pages: [] }, platform: "woocommerce" },
  "image.gallery.woocommerce": { field: "image", says: "WooCommerce's gallery", evidence: { pages: [] }, platform: "woocommerce" },
  "image.gallery.cycle-slide": { field: "image", says: "the slideshow's active slide", evidence: { pages: ["product-pages/05-magento-monrovia.html"] } },
  "image.gallery.product-image": { field: "image", says: "an image in the product's image or gallery box", evidence: { pages: [] } },
  "image.gallery.zoom": { field: "image", says: "an image in a zoom box", evidence: { pages: [] } },
  "image.gallery.placeholder": {
    field: "image",
    says: "a placeholder in the gallery: the product has no photo",
    evidence: { pages: ["product-pages-br/b-04-loja-integrada-quintal-dos-bichos.html", "product-pages-br/b-20-loja-integrada-produto-fora-de-linha.html"] },
  },
  "image.share": { field: "image", says: "the share image", evidence: { standard: "Open Graph og:image; Twitter card image" } },
  "image.share.generic": {
    field: "image",
    says: "a share image named 'share', 'default' or 'og-image' is the store's, not the product's",
    evidence: { pages: [] },
  },
  "image.nearest": {
    field: "image",
    says: "no designated photo: the picture nearest the product's heading",
    evidence: {
      pages: [
        "product-pages-2/13-g-singer.html",
        "product-pages-2/33-f-cvs.html",
        "product-pages-2/37-f-gap.html",
        "product-pages-2/51-f-oldnavy.html",
        "product-pages-2/73-f-newegg.html",
        "product-pages-2/77-f-stanford-bookstore.html",
      ],
    },
  },
  "image.nearest.described": {
    field: "image",
    says: "a picture the markup calls the product's photo counts as nearer",
    evidence: { pages: ["product-pages-2/33-f-cvs.html", "product-pages-2/37-f-gap.html", "product-pages-2/51-f-oldnavy.html"] },
  },
  "image.nearest.controls": { field: "image", says: "a picture the markup calls a control or swatch is not a photo", evidence: { pages: [] } },
  "image.nearest.menus": { field: "image", says: "a picture in the footer or a menu is not the product's", evidence: { pages: [] } },

  // ── Price ────────────────────────────────────────────────────────────────────────────────────────────
  "price.json-ld": { field: "price", says: "the Product's offer price in JSON-LD", evidence: SCHEMA_ORG("Offer.price") },
  "price.meta-sale": { field: "price", says: "the sale price of the product meta tags", evidence: { standard: "Open Graph product:sale_price:amount" } },
  "price.meta": { field: "price", says: "the price of the product meta tags", evidence: { standard: "Open Graph product:price:amount, og:price:amount" } },
  "price.microdata": { field: "price", says: "the offer price in microdata", evidence: { standard: "schema.org Offer.price (microdata)" } },
  "price.shown-of-stated": { field: "price", says: "sources that disagree: the one the page shows", evidence: { pages: [] } },
  "price.shown-below-struck": {
    field: "price",
    says: "a structured price the page strikes through beside a lower one is the old price",
    evidence: { pages: [] },
  },
  "price.shown": {
    field: "price",
    says: "no structured price: the price shown nearest the product's heading",
    evidence: {
      pages: [
        "product-pages/02-shopify-mollusksurf.html",
        "product-pages/04-magento-lacrosse.html",
        "product-pages/07-sfcc-godiva.html",
        "product-pages/15-other-globalindustrial.html",
        "product-pages/19-amazon-com-kindle.html",
        "product-pages/20-amazon-com-lighting.html",
        "product-pages-2/13-g-singer.html",
        "product-pages-2/33-f-cvs.html",
        "product-pages-2/37-f-gap.html",
        "product-pages-2/39-f-healthypets.html",
        "product-pages-2/51-f-oldnavy.html",
        "product-pages-2/65-f-zappos.html",
        "product-pages-2/67-f-barnesnoble.html",
        "product-pages-2/69-f-hm.html",
        "product-pages-2/79-f-tesla.html",
        "product-pages-br/a-01-vtex-legacy-casabemviver.html",
        "product-pages-br/a-07-vtex-io-naturalis.html",
        "product-pages-br/a-08-vtex-io-obrafacil.html",
        "product-pages-br/a-11-nuvemshop-lunabijoux.html",
        "product-pages-br/a-15-tray-rotasulautopecas.html",
        "product-pages-br/b-02-loja-integrada-atelie-fio-de-nuvem.html",
        "product-pages-br/b-04-loja-integrada-quintal-dos-bichos.html",
        "product-pages-br/b-10-woocommerce-tronco-velho.html",
        "product-pages-br/b-12-woocommerce-sapataria-dona-flor.html",
        "product-pages-br/b-15-magento-rancho-boiadeiro.html",
        "product-pages-br/b-16-magento-bebe-cheiroso.html",
        "product-pages-br/b-18-marketplace-olx.html",
      ],
    },
  },
  "price.shown.current-words": { field: "price", says: "of prices as near, the one the page calls current ('Now', 'Por')", evidence: { pages: [] } },

  // ── Currency ─────────────────────────────────────────────────────────────────────────────────────────
  "currency.stated": {
    field: "currency",
    says: "the currency the structured data states",
    evidence: { standard: "schema.org Offer.priceCurrency; Open Graph product:price:currency" },
  },
  "currency.price-text": { field: "currency", says: "the currency the shown price is written in", evidence: { pages: [] } },
  "currency.locale": { field: "currency", says: "the page's country domain, else its language's region", evidence: { pages: [] } },
  "currency.dollar-sign": {
    field: "currency",
    says: "a bare '$' on a site with no country domain: US dollars",
    evidence: {
      pages: [
        "product-pages/02-shopify-mollusksurf.html",
        "product-pages/04-magento-lacrosse.html",
        "product-pages/07-sfcc-godiva.html",
        "product-pages/15-other-globalindustrial.html",
        "product-pages-2/33-f-cvs.html",
        "product-pages-2/39-f-healthypets.html",
        "product-pages-2/47-f-mango.html",
        "product-pages-2/65-f-zappos.html",
        "product-pages-2/67-f-barnesnoble.html",
        "product-pages-2/69-f-hm.html",
        "product-pages-2/77-f-stanford-bookstore.html",
        "product-pages-2/79-f-tesla.html",
      ],
    },
  },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;
