import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { CURRENCY_SIGN } from "./currency";
import { closestMatch } from "./page-query";
import { domDistance, inProductTile, selfAndAncestors, shownText } from "./page-text";
import { parsePrice } from "./price";
import { ruleOn } from "./rule-switch";
import { THRESHOLDS } from "./thresholds";
import { allWords, alternation, CURRENT_PRICE_MARKUP, CURRENT_PRICE_WORDS, NOT_PRICE_MARKUP, OLD_PRICE_MARKUP, PRICE_MARKUP } from "./vocabulary";

// Markup that names a price: a class or id in a shop's language, schema.org's itemprop, data attributes.
const PRICE_NAME = new RegExp(alternation(PRICE_MARKUP), "i");
// A money amount written with its currency: "R$ 149,90", "$39.99", "227,70 €", "EUR 59".
const MONEY = new RegExp(`${CURRENCY_SIGN}\\s?\\d|\\d[\\d.,']*\\s?${CURRENCY_SIGN}`, "u");
// What a price beside the current one is called (the old, the list, the saving, an instalment, shipping),
// and what the current one is called; read by whole words of a class or id ("price-old", "oldPrice"), so
// "bold" or "holder" says nothing.
const NOT_CURRENT = new Set([...OLD_PRICE_MARKUP, ...Object.values(NOT_PRICE_MARKUP).flat()]);
const CURRENT = new Set(CURRENT_PRICE_MARKUP);
// A text that opens by calling itself the current price ("Now $52.00", "Por R$ 149,90", "Jetzt 19,99 €").
const CURRENT_TEXT = new RegExp(`^(?:${alternation(allWords(CURRENT_PRICE_WORDS))})\\b`, "i");
// What an option adds to or takes from the price: "(+10,00 €)", "(-40.00€)", "- R$ 10,00".
const SIGNED = /(?:^|\()\s*[+\-−–]\s?(?:[^\d\s]{1,3}\s?)?\d[\d.,']*\s?[^\d\s)]{0,3}\s*\)?/g;

const words = (label: string) =>
  label
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/);

/** What the nearest of the element, its parent and grandparent that names a kind of price calls it. */
function kindOf(element: Element): "current" | "other" | null {
  for (
    let node: Element | null = element, depth = 0;
    node && depth < THRESHOLDS.priceLabelDepth;
    node = node.parent?.type === "tag" ? node.parent : null, depth++
  ) {
    const tokens = words(label(node));
    // "list-price" is the list price; "price-list", the list of the prices.
    if (tokens.some((token, index) => NOT_CURRENT.has(token) || (token === "list" && tokens[index + 1] === "price"))) return "other";
    if (tokens.some((token) => CURRENT.has(token))) return "current";
  }
  return null;
}

const STRUCK = ["del", "s", "strike"];
// Struck-through, in a link, a menu, the page's frame or a form control: an old price, another product's, an offer of the store's.
const OUTSIDE = new Set([...STRUCK, "a", "nav", "header", "footer", "script", "style", "noscript", "option", "select", "template", "meta"]);

const label = (element: Element) => `${element.attribs.class ?? ""} ${element.attribs.id ?? ""} ${element.attribs["data-price-type"] ?? ""}`;

// A price the buyer cannot see: hidden inline or by the `hidden` attribute.
const isHidden = ($: CheerioAPI, element: Element) => closestMatch($, element, '[hidden], [style*="display:none" i], [style*="display: none" i]') !== null;

/** Elements that show a price, in one pass over the page: named as one, or whose own text is an amount with its currency. */
function candidates(root: Element): Element[] {
  const found: Element[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === "text") {
      const data = node.data.trim();
      if (
        data.length > 0 &&
        data.length < THRESHOLDS.moneyTextMaxLength &&
        MONEY.test(data) &&
        node.parent?.type === "tag" &&
        found[found.length - 1] !== node.parent
      )
        found.push(node.parent);
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    const element = node as Element;
    if (node.type === "tag" && (OUTSIDE.has(element.name) || (element.name === "a" && element.attribs.href !== undefined))) return;
    if (
      node.type === "tag" &&
      (PRICE_NAME.test(`${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`) ||
        element.attribs.itemprop === "price" ||
        element.attribs["data-price-amount"] !== undefined ||
        element.attribs["data-price"] !== undefined)
    )
      found.push(element);
    for (const child of element.children) walk(child);
  };
  walk(root);
  return [...new Set(found)];
}

/**
 * The product's price as the page shows it, for pages without structured data: of the elements showing
 * an amount, the one nearest the product's heading that is not an old price, a saving or an instalment,
 * nor in a tile of another product; nearer first, then the one the markup calls the current price.
 */
export function visiblePrice($: CheerioAPI, heading: Element | null, pageUrl: string): { amount: number; text: string; element: Element } | null {
  const body = $<Element, string>("body").get(0);
  if (!body) return null;
  const anchor = heading ? selfAndAncestors(heading) : [];
  const ranked: { element: Element; amount: number; text: string; distance: number; preferred: number; order: number }[] = [];
  candidates(body).forEach((element, order) => {
    const text = (element.attribs.content ?? element.attribs["data-price-amount"] ?? shownText(element)).replace(/\s+/g, " ").trim();
    if (!text || text.length > THRESHOLDS.priceTextMaxLength || !/\d/.test(text)) return;
    const kind = kindOf(element);
    if (kind === "other" || !/\d/.test(text.replace(SIGNED, "")) || isHidden($, element)) return;
    // "Now $52.00", "Por R$ 149,90", "Jetzt 19,99 €": the text itself says it is the current price.
    const preferred = ruleOn("price.shown.current-words") && (kind === "current" || CURRENT_TEXT.test(text)) ? 1 : 0;
    const amount = parsePrice(text);
    if (amount === null) return;
    ranked.push({ element, amount, text, distance: heading ? domDistance(anchor, element) : 0, preferred, order });
  });
  ranked.sort((a, b) => a.distance - b.distance || b.preferred - a.preferred || a.order - b.order);
  // Only the best few are checked for being in another product's tile: the check reads around them.
  const best = ranked.find((candidate) => !inProductTile($, candidate.element, heading, pageUrl));
  return best ? { amount: best.amount, text: best.text, element: best.element } : null;
}
