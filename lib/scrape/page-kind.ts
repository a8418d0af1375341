import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { jsonLdPageNodes, typesOf } from "./json-ld";
import { microdata } from "./microdata";
import { meta } from "./page-query";

/**
 * What a page is, as far as selling from it goes (docs/decisions/024-not-a-product-page.md):
 * - "product": it describes one product (its markup says so, or it shows the product's price);
 * - "article": it says it is an article or a blog post, and shows no product with a price;
 * - "other": it says neither and shows no price (a policy page, a home page, a page the reader could not finish).
 */
export type PageKind = "product" | "article" | "other";

// schema.org's Product and its subtypes, and the types that are products to a store (a vehicle).
const PRODUCT_TYPE = /^(?:Product|ProductGroup|ProductModel|IndividualProduct|SomeProducts|Vehicle|Car|Motorcycle|MotorizedBicycle|BusOrCoach)$/i;
// schema.org's Article and its subtypes (NewsArticle, BlogPosting, TechArticle…). Not "Blog": themes put it on
// the wrapper of every page, a store's products included.
const ARTICLE_TYPE = /^(?:\w*Article|BlogPosting|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|APIReference)$/i;
// OpenGraph's article (and the older "blog"); the product types of Facebook's and Pinterest's catalogues.
const OG_ARTICLE = /^(?:article|blog)$/i;
const OG_PRODUCT = /^(?:og:)?product(?:\.item|\.group)?$/i;

/** The types of the page's own items in microdata and RDFa: not a property of another item, unless its main entity. */
function markupTypes($: CheerioAPI): string[] {
  const own = (element: Element) => {
    const property = element.attribs.itemprop ?? element.attribs.property;
    return !property || /(?:^|[\s:/])mainEntity$/.test(property.trim());
  };
  return $<Element, string>("[itemscope][itemtype], [typeof]")
    .toArray()
    .filter(own)
    .flatMap((element) =>
      `${element.attribs.itemtype ?? ""} ${element.attribs.typeof ?? ""}`
        .split(/\s+/)
        .filter(Boolean)
        .map((type) => type.replace(/^.*[/:#]/, "")),
    );
}

const hasOffer = (offers: unknown) => Boolean(offers && typeof offers === "object" && (!Array.isArray(offers) || offers.length > 0));

/**
 * What the page is. `price` is the product price the reader found on it (not one a model proposed).
 * In order: product markup with a price; an article by schema.org (a review post's product, with no price, does not
 * make it a product page); product markup or a shown price; an article by OpenGraph alone, which WordPress writes on
 * every kind of post, a store's products and policy pages included, so a shown price outweighs it.
 */
export function pageKind($: CheerioAPI, price: number | null): PageKind {
  const nodes = jsonLdPageNodes($);
  const types = [...nodes.flatMap(typesOf), ...markupTypes($)];
  const ogType = meta($, "og:type") ?? "";
  // The page's markup describes a product: a schema.org Product (or a thing on offer), a product share type, a price tag.
  const productData =
    types.some((type) => PRODUCT_TYPE.test(type)) ||
    nodes.some((node) => hasOffer(node.offers)) ||
    microdata($) !== null ||
    OG_PRODUCT.test(ogType) ||
    meta($, "product:price:amount", "og:price:amount") !== null;
  if (productData && price !== null) return "product";
  if (types.some((type) => ARTICLE_TYPE.test(type))) return "article";
  if (productData || price !== null) return "product";
  return OG_ARTICLE.test(ogType) ? "article" : "other";
}
