import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { closestMatch } from "./page-query";
import type { Platform } from "./platform";
import { ruleOn } from "./rule-switch";
import { RULES, type RuleId } from "./rules";
import { domDistance, selfAndAncestors } from "./page-text";
import { THRESHOLDS } from "./thresholds";
import { alternation, ARTWORK_FOLDERS, ARTWORK_WORDS, escapeRegExp, FILLER_NAMES, NO_PHOTO_MARKERS, PHOTO_DESCRIPTIONS } from "./vocabulary";

// What a store shows where a product has no photo, fillers of lazy loading, and site artwork: never the
// product's photo. Read on the file name, by whole words (the vocabulary's lists).
const SEP = "[-_ ]?";
const PLACEHOLDER = new RegExp(
  `(?:${alternation([...NO_PHOTO_MARKERS.no])})${SEP}(?:${alternation([...NO_PHOTO_MARKERS.photo])})|${NO_PHOTO_MARKERS.phrases.map((phrase) => phrase.split(" ").map(escapeRegExp).join(SEP)).join("|")}`,
  "i",
);
const FILLER = new RegExp(`^(?:${alternation(FILLER_NAMES)})(?:[-_.]|$)`, "i");
const ARTWORK = new Set(ARTWORK_WORDS);
const ARTWORK_FOLDER = new RegExp(`/(?:${alternation(ARTWORK_FOLDERS)})/`, "i");

/** The file name of an address, decoded, without its query. */
const fileName = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? "";
  const name = path.split("/").pop() ?? "";
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** An address that can be a product photo: a plain URL (not text, not inline data), not artwork, not vector. */
export function isPhotoAddress(value: string | null | undefined): value is string {
  if (!value) return false;
  const url = value.trim();
  if (!url || /[\s(){}<>"']/.test(url) || url.startsWith("data:") || url.startsWith("javascript:")) return false;
  const name = fileName(url);
  // A template that lost its value: ".../ids/undefined-500-500/", ".../null.jpg", a folder.
  if (!name || /(?:^|[/\-_.])(?:undefined|null|nan)(?:[/\-_.]|$)/i.test(url.split(/[?#]/)[0]!)) return false;
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  return (
    !ARTWORK_FOLDER.test(url.split(/[?#]/)[0]!.replace(/^[a-z]+:\/\/[^/]+/i, "")) &&
    !isPlaceholder(url) &&
    !FILLER.test(name) &&
    !words.some((word) => ARTWORK.has(word)) &&
    !/\.svg$/i.test(name)
  );
}

/** A placeholder: the store says it has no photo of this product. */
export const isPlaceholder = (value: string | null | undefined) =>
  Boolean(value && !value.startsWith("data:") && PLACEHOLDER.test(value.split(/[?#]/)[0]!.replace(/^[a-z]+:\/\/[^/]+/i, "")));

const SOURCE_ATTRIBUTES = ["data-zoom-image", "data-large_image", "data-zoom", "data-large", "data-original", "data-src", "data-lazy", "src"];

/** The best address an <img> holds: the large or lazy-loaded one before a placeholder `src`. */
export function imageSource(element: Element): string | null {
  // The attributes themselves, not cheerio's `attr`: a page may hold a hundred thousand images.
  const attributes = element.attribs;
  for (const attribute of SOURCE_ATTRIBUTES) {
    const value = attributes[attribute]?.trim();
    if (value && !value.startsWith("data:")) return value;
  }
  // Lazy loaders name their own attribute ("data-flickity-lazyload", "data-lazy-src"…).
  for (const [name, value] of Object.entries(element.attribs)) {
    if (/^data-.*(?:lazy|src|image|img|zoom|large|original)/i.test(name) && /^(?:https?:)?\/\/|^\/[^/]/.test(value.trim()) && !/\s/.test(value.trim()))
      return value.trim();
  }
  const srcset = attributes["data-srcset"] ?? attributes.srcset;
  return srcset?.split(",").pop()?.trim().split(/\s+/)[0] ?? null;
}

// Where stores put the main photo: gallery and zoom markup of the common platforms, in order (rules.ts).
const GALLERY_SELECTORS: { rule: RuleId; selector: string }[] = [
  { rule: "image.gallery.imagem-produto", selector: "#imagemProduto" },
  { rule: "image.gallery.itemprop", selector: "img[itemprop='image']" },
  { rule: "image.gallery.data-zoom-image", selector: "[data-zoom-image]" },
  { rule: "image.gallery.woocommerce", selector: ".woocommerce-product-gallery__image img" },
  { rule: "image.gallery.cycle-slide", selector: ".cycle-slide-active img" },
];

export type GalleryImage = { url: string | null; placeholder: boolean };

/** Inside a link to another page of the site: a tile of another product, not this product's gallery. */
function inTile($: CheerioAPI, element: Element, pageUrl: string): boolean {
  const href = closestMatch($, element, "a[href]")?.attribs.href;
  if (!href || href.startsWith("#") || href.startsWith("javascript:") || /\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i.test(href)) return false;
  try {
    const target = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    return target.hostname === page.hostname && target.pathname !== page.pathname;
  } catch {
    return false;
  }
}

/** The first photo of the gallery markup; a placeholder there means the product has no photo. A platform's markup is read on its pages only. */
export function galleryImage($: CheerioAPI, pageUrl: string, platforms: ReadonlySet<Platform> = new Set()): GalleryImage | null {
  const kinds = GALLERY_SELECTORS.filter(({ rule }) => {
    const platform: Platform | undefined = (RULES[rule] as { platform?: Platform }).platform;
    return ruleOn(rule) && (!platform || platforms.has(platform));
  });
  // One pass over the page finds all the gallery markup; each kind is then taken in order among what it found.
  const found = kinds.length ? $<Element, string>(kinds.map(({ selector }) => selector).join(", ")) : null;
  if (!found?.length) return null;
  for (const { selector } of kinds) {
    for (const element of found.filter(selector).toArray()) {
      if (inTile($, element, pageUrl)) continue;
      const source = imageSource(element);
      if (!source) continue;
      if (isPlaceholder(source)) return ruleOn("image.gallery.placeholder") ? { url: null, placeholder: true } : null;
      if (isPhotoAddress(source)) return { url: source, placeholder: false };
    }
  }
  return null;
}

// How an <img> describes itself (class, id, alt): a "product photo", "main" or "zoom" image is the one the
// page shows the product in.
const PHOTO = new RegExp(alternation(PHOTO_DESCRIPTIONS), "i");

const size = (value: string | undefined) => (value && /^\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value) : null);
/** A side's length in pixels, from the attribute or the inline style ("width: 22px"). */
const STYLED = {
  width: /(?:^|[;\s])width\s*:\s*(\d+(?:\.\d+)?)px/i,
  height: /(?:^|[;\s])height\s*:\s*(\d+(?:\.\d+)?)px/i,
};
const side = (element: Element, name: "width" | "height") => size(element.attribs[name]) ?? size(STYLED[name].exec(element.attribs.style ?? "")?.[1]);

/**
 * Without any designated photo: the image nearest the product's heading that could be a photo (not
 * artwork, not known to be small), nearer first, then larger. When
 * the nearest is the store's placeholder, the product has no photo.
 */
export function nearestImage($: CheerioAPI, heading: Element | null, pageUrl: string): string | null {
  const anchor = heading ? selfAndAncestors(heading) : [];
  let best: { url: string; distance: number; area: number } | null = null;
  for (const element of $<Element, string>("img").toArray()) {
    const url = imageSource(element);
    if (!url || (!isPhotoAddress(url) && !isPlaceholder(url)) || inTile($, element, pageUrl)) continue;
    const width = side(element, "width");
    const height = side(element, "height");
    // A placeholder marks the product's photo slot, however small.
    if (((width !== null && width < THRESHOLDS.photoMinSide) || (height !== null && height < THRESHOLDS.photoMinSide)) && !isPlaceholder(url)) continue;
    if (/\.gif$/i.test(fileName(url)) && width === null) continue;
    const described = `${element.attribs.class ?? ""} ${element.attribs.id ?? ""} ${element.attribs.alt ?? ""}`;
    // A photo the markup calls one counts as two levels nearer.
    const distance =
      (heading ? domDistance(anchor, element) : 0) - (ruleOn("image.nearest.described") && PHOTO.test(described) ? THRESHOLDS.photoDescribedNearer : 0);
    // A size the page states outranks one it leaves out: the product's slot is laid out, icons often are not.
    const area = width !== null && height !== null ? width * height : 1;
    if (!best || distance < best.distance || (distance === best.distance && area > best.area)) best = { url, distance, area };
  }
  return best && !isPlaceholder(best.url) ? best.url : null;
}
