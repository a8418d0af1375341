import type { Cheerio, CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { isRelatedItem } from "./microdata";
import { closestMatch } from "./page-query";
import { THRESHOLDS } from "./thresholds";

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "button", "select", "option"]);
const letterOrDigit = /[\p{L}\p{N}]/u;

/**
 * An element's text with a space where two elements' words meet ("<span>Stuart Weitzman</span><span>Boot</span>"
 * reads "Stuart Weitzman Boot", not "Stuart WeitzmanBoot"); `skip` leaves out descendants such as a price
 * shown inside a heading; stops past `limit`.
 */
export function spacedText($: CheerioAPI, root: Cheerio<Element>, skip?: (element: Element) => boolean, limit = Number.POSITIVE_INFINITY): string {
  let out = "";
  let lastParent: AnyNode | null = null;
  const walk = (node: AnyNode) => {
    if (out.length > limit) return;
    if (node.type === "text") {
      const data = (node as unknown as { data: string }).data;
      if (!data) return;
      if (lastParent && node.parent !== lastParent && letterOrDigit.test(out.slice(-1)) && letterOrDigit.test(data[0] ?? "")) out += " ";
      out += data;
      lastParent = node.parent;
      return;
    }
    if (node.type !== "tag") return;
    const element = node;
    if (SKIPPED.has(element.name) || skip?.(element)) return;
    if (element.name === "br") out += " ";
    for (const child of element.children) walk(child);
  };
  for (const element of root.toArray()) walk(element);
  return $("<p>").text(out).text().replace(/\s+/g, " ").trim();
}

const textOf = (node: AnyNode): string =>
  node.type === "text" ? (node as unknown as { data: string }).data : node.type === "tag" ? node.children.map(textOf).join("") : "";

/**
 * An element's text as written, without form controls ("Qty: 1 2 3 … €178,99" reads "Qty: €178,99"), and
 * with the decimal mark that cents set apart in their own element leave out ("$229<sup>99</sup>" reads
 * "$229.99"; "R$ 1.299<sup>90</sup>" reads "R$ 1.299,90"); stops past `limit`.
 */
export function shownText(root: Element, limit = 200): string {
  let out = "";
  const walk = (node: AnyNode) => {
    if (out.length > limit) return;
    if (node.type === "text") out += (node as unknown as { data: string }).data;
    else if (node.type === "tag" && !SKIPPED.has(node.name)) {
      if (node !== root && /\d$/.test(out) && /^\s*\d{2}\s*$/.test(textOf(node))) out += /\d[.]\d{3}$/.test(out) ? "," : ".";
      for (const child of node.children) walk(child);
    }
  };
  walk(root);
  return out.replace(/\s+/g, " ").trim();
}

/** How many levels up from `anchor` the closest common ancestor with `element` is (smaller is closer). */
export function domDistance(anchorAncestors: Element[], element: Element): number {
  const index = new Map(anchorAncestors.map((ancestor, position) => [ancestor, position]));
  for (let node: AnyNode | null = element; node; node = node.parent) {
    const found = index.get(node as Element);
    if (found !== undefined) return found;
  }
  return Number.POSITIVE_INFINITY;
}

/** The element and its ancestors, nearest first. */
export function selfAndAncestors(element: Element): Element[] {
  const chain: Element[] = [];
  for (let node: AnyNode | null = element; node && node.type === "tag"; node = node.parent) chain.push(node);
  return chain;
}

// What a tile of another product, or a shelf of them, is called (not "product", which names the page's own too).
const TILE =
  /card|tile|listagem|shelf|vitrine|carousel|slider|slide|related|relacionad|recommend|upsell|cross-?sell|similar|suggest|sugest|product-?item|item-?produto|grid-item|prod-item|mais-vendidos|compre-junto/i;

/**
 * Whether an element sits in a tile of another product: a list item or a card, not holding the product's
 * heading, that links to another page of the site and shows a picture, or an item that is another
 * item's property (schema.org's isRelatedTo).
 */
export function inProductTile($: CheerioAPI, element: Element, heading: Element | null, pageUrl: string): boolean {
  if (isRelatedItem(closestMatch($, element, '[itemscope][itemprop][itemtype*="schema.org/Product" i]')?.attribs.itemprop)) return true;
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return false;
  }
  let verdicts = tiles.get($);
  if (!verdicts) tiles.set($, (verdicts = new Map()));
  let node = element.parent;
  for (let depth = 0; node && node.type === "tag" && depth < THRESHOLDS.tileDepth; depth++, node = node.parent) {
    const ancestor = node;
    if (ancestor.name === "body" || (heading && $.contains(ancestor, heading))) return false;
    if (ancestor.name !== "li" && ancestor.name !== "article" && !TILE.test(ancestor.attribs.class ?? "")) continue;
    // Prices of a shelf share their tiles' ancestors: each is read once a page.
    let tile = verdicts.get(ancestor);
    if (tile === undefined) verdicts.set(ancestor, (tile = isTile(ancestor, page)));
    if (tile) return true;
  }
  return false;
}

const tiles = new WeakMap<CheerioAPI, Map<Element, boolean>>();

/** Whether an element links to another page of the site and shows a picture (a walk, not a selector compiled per tile). */
function isTile(element: Element, page: URL): boolean {
  let toOtherPage = false;
  let picture = false;
  const stack: AnyNode[] = [...element.children];
  while (stack.length > 0 && !(toOtherPage && picture)) {
    const node = stack.pop()!;
    if (node.type !== "tag") continue;
    if (node.name === "img") picture = true;
    else if (node.name === "a" && node.attribs.href !== undefined && !toOtherPage) toOtherPage = linksToOtherPage(node.attribs.href, page);
    for (const child of node.children) stack.push(child);
  }
  return toOtherPage && picture;
}

function linksToOtherPage(href: string, page: URL): boolean {
  try {
    const target = new URL(href, page);
    return target.hostname === page.hostname && target.pathname !== page.pathname && target.pathname !== "/";
  } catch {
    return false;
  }
}
