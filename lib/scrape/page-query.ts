import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/** A page parsed with htmlparser2 (cheerio's HTML mode): several times faster than the default parse5 on large store pages. */
export const loadPage = (html: string): CheerioAPI => cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });

// What a page's selectors match and what its meta tags say, each found in one pass over the page. Cheerio's
// `closest(selector)` compiles the selector again at every ancestor of every element it is asked about,
// and a meta lookup scans the whole page; the reader asks both many times per page.
const matches = new WeakMap<CheerioAPI, Map<string, Set<Element>>>();
const metas = new WeakMap<CheerioAPI, Map<string, string>>();

/** The page's elements a selector matches. */
function matching($: CheerioAPI, selector: string): Set<Element> {
  let page = matches.get($);
  if (!page) matches.set($, (page = new Map()));
  let found = page.get(selector);
  if (!found) page.set(selector, (found = new Set($<Element, string>(selector).toArray())));
  return found;
}

/** The element itself or its nearest ancestor that the selector matches, as cheerio's `closest`. */
export function closestMatch($: CheerioAPI, element: AnyNode | null | undefined, selector: string): Element | null {
  const found = matching($, selector);
  for (let node = element; node && node.type === "tag"; node = node.parent) if (found.has(node)) return node;
  return null;
}

/**
 * The content of the page's first meta tag whose property, name or itemprop is `name` (trimmed; empty when
 * that tag's is), or undefined when no tag has it.
 */
export function metaContent($: CheerioAPI, name: string): string | undefined {
  let page = metas.get($);
  if (!page) {
    page = new Map();
    for (const element of $<Element, string>("meta").toArray()) {
      const content = (element.attribs.content ?? "").trim();
      for (const key of [element.attribs.property, element.attribs.name, element.attribs.itemprop])
        if (key !== undefined && !page.has(key)) page.set(key, content);
    }
    metas.set($, page);
  }
  return page.get(name);
}

/** The first non-empty content of the meta tags named, in the order given. */
export const meta = ($: CheerioAPI, ...names: string[]) => names.map((name) => metaContent($, name)).find(Boolean) ?? null;
