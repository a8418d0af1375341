import type { Platform } from "./platform";

// The product reader's rules (issue 36), field by field in the order they are tried, each with its evidence:
// the standard it reads, or up to three of the corpus pages that need it ("corpus/file": without the rule, the
// page's reading of that field goes wrong; "#without-structured-data" and "#head-only" name the page read
// without its JSON-LD and microdata, and its <head> alone). `npm run bench:reader-rules` measures each rule on
// every page; tests/unit/reader-rules.test.ts checks the pages named here still need their rule. A rule for
// one platform's markup is tried only on that platform's pages (decision 033).

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
  "title.heading-is-title": {
    field: "title",
    says: "the heading the page's title or share title names",
    evidence: {
      pages: [
        "product-pages-2/67-f-barnesnoble.html",
        "product-pages-held-out/20-bitrix-mechta.html",
        "product-pages/11-other-jossandmain.html#without-structured-data",
      ],
    },
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
    evidence: { pages: ["product-pages/24-other-nike-bag.html", "product-pages/24-other-nike-bag.html#without-structured-data"] },
  },
  "title.heading-overlaps-title": {
    field: "title",
    says: "the heading sharing half its words with a title",
    evidence: {
      pages: [
        "product-pages-2/61-f-tigerdirect.html",
        "product-pages-br/a-15-tray-rotasulautopecas.html",
        "product-pages/07-sfcc-godiva.html#without-structured-data",
      ],
    },
  },
  "title.declared": { field: "title", says: "no heading agrees: the microdata's name", evidence: { standard: "schema.org Product.name (microdata)" } },
  "title.page-title": { field: "title", says: "then the share title or the page's title", evidence: { standard: "Open Graph og:title; HTML <title>" } },
  "title.first-heading": { field: "title", says: "then the page's first heading", evidence: { standard: "HTML <h1>" } },
  "title.site.at-shop": {
    field: "title",
    says: "'… at Store', '… im Shop': the shop's name after the word is left out",
    evidence: { pages: ["product-pages-2/25-g-notebookkontor.html#without-structured-data"] },
  },
  "title.site.opening-title": {
    field: "title",
    says: "a title that opens with the site's name is the site's own",
    evidence: {
      pages: [
        "product-pages-br/a-11-nuvemshop-lunabijoux.html",
        "product-pages-br/a-02-vtex-legacy-folegoesportes.html#without-structured-data",
        "product-pages-br/a-11-nuvemshop-lunabijoux.html#without-structured-data",
      ],
    },
  },
  "title.clean.price": {
    field: "title",
    says: "a price shown with the name is left out",
    evidence: { pages: ["product-pages/09-other-monsterpet.html#without-structured-data", "product-pages/09-other-monsterpet.html#head-only"] },
  },
  "title.clean.code": {
    field: "title",
    says: "a code the page adds to the name is left out ('Item # 101095', 'Cód.: 12345')",
    evidence: {
      pages: [
        "product-pages-held-out/20-bitrix-mechta.html",
        "product-pages-2/71-f-lightinthebox.html#without-structured-data",
        "product-pages-held-out/20-bitrix-mechta.html#without-structured-data",
      ],
    },
  },

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
      ],
    },
  },
  "image.gallery.imagem-produto": {
    field: "image",
    says: "Loja Integrada's #imagemProduto",
    evidence: {
      pages: [
        "product-pages-br/b-02-loja-integrada-atelie-fio-de-nuvem.html",
        "product-pages-br/b-02-loja-integrada-atelie-fio-de-nuvem.html#without-structured-data",
        "product-pages-br/b-04-loja-integrada-quintal-dos-bichos.html#without-structured-data",
      ],
    },
    platform: "loja-integrada",
  },
  "image.gallery.itemprop": { field: "image", says: "an <img itemprop=image>", evidence: { standard: "schema.org image (microdata)" } },
  "image.gallery.data-zoom-image": {
    field: "image",
    says: "an image with a zoom address",
    evidence: { pages: ["product-pages-2/75-f-overstock-2017.html#without-structured-data"] },
  },
  "image.gallery.woocommerce": {
    field: "image",
    says: "WooCommerce's gallery",
    evidence: {
      pages: ["product-pages-held-out/10-woocommerce-magnumauto.html", "product-pages-held-out/10-woocommerce-magnumauto.html#without-structured-data"],
    },
    platform: "woocommerce",
  },
  "image.gallery.cycle-slide": {
    field: "image",
    says: "the slideshow's active slide",
    evidence: { pages: ["product-pages/05-magento-monrovia.html", "product-pages/05-magento-monrovia.html#without-structured-data"] },
  },
  "image.gallery.placeholder": {
    field: "image",
    says: "a placeholder in the gallery: the product has no photo",
    evidence: {
      pages: [
        "product-pages-br/b-04-loja-integrada-quintal-dos-bichos.html",
        "product-pages-br/b-20-loja-integrada-produto-fora-de-linha.html",
        "product-pages-br/b-04-loja-integrada-quintal-dos-bichos.html#without-structured-data",
      ],
    },
  },
  "image.share": { field: "image", says: "the share image", evidence: { standard: "Open Graph og:image; Twitter card image" } },
  "image.share.generic": {
    field: "image",
    says: "a share image named 'share', 'default' or 'og-image' is the store's, not the product's",
    evidence: { pages: ["product-pages/09-other-monsterpet.html#without-structured-data"] },
  },
  "image.nearest": {
    field: "image",
    says: "no designated photo: the picture nearest the product's heading",
    evidence: {
      pages: ["product-pages/04-magento-lacrosse.html", "product-pages-2/13-g-singer.html", "product-pages-2/33-f-cvs.html"],
    },
  },
  "image.nearest.described": {
    field: "image",
    says: "a picture the markup calls the product's photo counts as nearer",
    evidence: { pages: ["product-pages-2/33-f-cvs.html", "product-pages-2/37-f-gap.html", "product-pages-2/51-f-oldnavy.html"] },
  },

  // ── Price ────────────────────────────────────────────────────────────────────────────────────────────
  "price.json-ld": { field: "price", says: "the Product's offer price in JSON-LD", evidence: SCHEMA_ORG("Offer.price") },
  "price.meta-sale": { field: "price", says: "the sale price of the product meta tags", evidence: { standard: "Open Graph product:sale_price:amount" } },
  "price.meta": { field: "price", says: "the price of the product meta tags", evidence: { standard: "Open Graph product:price:amount, og:price:amount" } },
  "price.microdata": { field: "price", says: "the offer price in microdata", evidence: { standard: "schema.org Offer.price (microdata)" } },
  "price.shown": {
    field: "price",
    says: "no structured price: the price shown nearest the product's heading",
    evidence: {
      pages: ["product-pages/02-shopify-mollusksurf.html", "product-pages/04-magento-lacrosse.html", "product-pages/07-sfcc-godiva.html"],
    },
  },
  "price.shown.current-words": {
    field: "price",
    says: "of prices as near, the one the page calls current ('Now', 'Por')",
    evidence: {
      pages: [
        "product-pages-2/37-f-gap.html",
        "product-pages-2/27-f-allposters.html#without-structured-data",
        "product-pages-2/37-f-gap.html#without-structured-data",
      ],
    },
  },

  // ── Currency ─────────────────────────────────────────────────────────────────────────────────────────
  "currency.stated": {
    field: "currency",
    says: "the currency the structured data states",
    evidence: { standard: "schema.org Offer.priceCurrency; Open Graph product:price:currency" },
  },
  "currency.price-text": {
    field: "currency",
    says: "the currency the shown price is written in",
    evidence: {
      pages: [
        "product-pages-held-out/20-bitrix-mechta.html",
        "product-pages-held-out/19-other-johnlewis.html#without-structured-data",
        "product-pages-held-out/20-bitrix-mechta.html#without-structured-data",
      ],
    },
  },
  "currency.locale": {
    field: "currency",
    says: "the page's country domain, else its language's region",
    evidence: {
      pages: [
        "product-pages-held-out/18-other-lafeltrinelli.html",
        "product-pages-br/a-17-marketplace-mercadolivre.html#without-structured-data",
        "product-pages-held-out/16-sfcc-stockcenter.html#without-structured-data",
      ],
    },
  },
  "currency.dollar-sign": {
    field: "currency",
    says: "a bare '$' on a site with no country domain: US dollars",
    evidence: {
      pages: ["product-pages/02-shopify-mollusksurf.html", "product-pages/04-magento-lacrosse.html", "product-pages/07-sfcc-godiva.html"],
    },
  },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;
