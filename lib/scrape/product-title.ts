import type { CheerioAPI } from "cheerio";
import { getDomainWithoutSuffix } from "tldts";
import type { Element } from "domhandler";
import { CURRENCY_SIGN } from "./currency";
import { firstFound, found, type Step } from "./first-found";
import { closestMatch, meta } from "./page-query";
import { spacedText } from "./page-text";
import { PRODUCT_LIMITS } from "./product-limits";
import { ruleOn } from "./rule-switch";
import type { RuleId } from "./rules";
import { READING_LIMITS } from "./reading-limits";
import { THRESHOLDS } from "./thresholds";
import { allWords, alternation, CURRENT_PRICE_WORDS, FROM_PRICE_WORDS, OLD_PRICE_WORDS } from "./vocabulary";

const MAX = PRODUCT_LIMITS.title;
// " | ", " - ", " : "…, and a full stop before a last word ("Training Bag. Nike.com").
const SEPARATORS = /\s(?:\||-|–|—|·|::|:)\s|\.\s(?=\S+$)/;
// A price shown with the name, and the word before it: "Tablets From £3.99", "Bomber Jacket $24.99".
// Read with case: the signs' letters are capitals ("EUR", not the "eur" of a word), the words written as in a title.
const titleCased = (words: string[]) => words.flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]);
const PRICE_PART = new RegExp(
  String.raw`(?:\s(?:${alternation(titleCased(allWords(FROM_PRICE_WORDS, CURRENT_PRICE_WORDS, OLD_PRICE_WORDS)))}))?(?:(?:^|\s)${CURRENCY_SIGN}\s?\d[\d.,']*(?:\s?€)?|(?:^|\s)\d[\d.,']*\s?${CURRENCY_SIGN}(?=\s|$))`,
  "gu",
);
// A code the page adds to the name: "Item # 101095", "Cód.: 12345", "Art.-Nr.: 4711", "SKU: AB-1", "#00076723".
const CODE_LABEL =
  "item|sku|art(?:ikel)?\\.?-?\\s?nr|artikelnummer|model|modell|modelo|modèle|модель|артикул|код|דגם|ref(?:erence|erência)?|c[óo]d(?:igo)?|part|mpn|style|produto|product";
const CODE_MARK = "\\s*(?:#|no\\.|nr\\.|n[º°o]\\.?|number|:)\\s*:?\\s*";
const CODE = new RegExp(`(?:^|\\s)#\\s?\\d{4,}\\b|(?:^|\\s)(?:${CODE_LABEL})\\.?${CODE_MARK}[\\p{L}\\p{N}][\\p{L}\\p{N}./-]*`, "giu");

// What stores add around a name, left out in this order; a part in the middle leaves a space.
const NAME_NOISE: { rule: RuleId; pattern: RegExp; by: string }[] = [
  { rule: "title.clean.price", pattern: PRICE_PART, by: " " },
  { rule: "title.clean.code", pattern: CODE, by: " " },
];

/** A name as a page writes it, without the prices, codes and page-kind words stores add around it. */
export function cleanName(value: string | null | undefined): string | null {
  if (!value) return null;
  const cleaned = NAME_NOISE.filter((noise) => ruleOn(noise.rule))
    .reduce((name, noise) => name.replace(noise.pattern, noise.by), value.slice(0, READING_LIMITS.nameText).replace(/\s+/g, " ").trim())
    .replace(/\[\s*\]|\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s|\-–—·:,]+|[\s|\-–—·:,]+$/g, "")
    .trim();
  return cleaned ? cleaned.slice(0, MAX) : null;
}

const normal = (value: string) => value.toLowerCase().replace(/\s+/g, " ").trim();

/** Whether a title segment is the site's name, maybe with a word or two ("Overstock.com Shopping", "UNIQLO US"). */
function namesSite(part: string, siteNames: string[], extraWords: number = THRESHOLDS.siteNameExtraWords): boolean {
  const text = normal(part);
  const size = text.split(" ").length;
  return siteNames.some((name) => text === name || ((text.startsWith(name) || text.endsWith(name)) && size <= name.split(" ").length + extraWords));
}

/** A title's first segment, without the shop named after "at", "bei", "im"…: "X | Store", "X at Store.com" → "X". */
function firstSegment(title: string, siteNames: string[]): string {
  const names = siteNames.map(normal).filter(Boolean);
  const parts = title
    .split(SEPARATORS)
    .map((part) => part.trim())
    .map((part) => {
      // "… im Syswork IT Online Shop": after "at", "bei", "im"…, the shop's name may run a few words on.
      const at = ruleOn("title.site.at-shop") ? /^(.+?)\s+(?:at|by|from|bei|im|na|no|em)\s+(\S+(?:\s\S+){0,3})$/i.exec(part) : null;
      return at && namesSite(at[2]!, names, THRESHOLDS.siteNameExtraWordsAfterAt) ? at[1]! : part;
    });
  return parts[0] ?? title;
}

const words = (value: string) => new Set(value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
function overlap(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

/** The names the site goes by: its declared name and its domain's. */
function siteNames($: CheerioAPI, pageUrl: string): string[] {
  // The registrable name by the Public Suffix List: "nike" of store.nike.com, "loja" of www.loja.com.br.
  const label = getDomainWithoutSuffix(pageUrl, { allowPrivateDomains: true }) ?? "";
  return [meta($, "og:site_name"), meta($, "application-name"), label.length >= THRESHOLDS.siteLabelMinLength ? label : null].filter((name): name is string =>
    Boolean(name),
  );
}

// Where the name is shown besides the h1s: the element the microdata declares as the Product's name.
const NAMED = "[itemtype*='schema.org/Product' i] [itemprop='name']";

// A heading's own text, without a price or a rating shown inside it.
const isNoise = ($: CheerioAPI) => (element: Element) =>
  /price|preco|preço|rating|review|badge|label|flag|sticker|stamp|selo|ribbon|marketing|attribute|\bnew\b|\bnovo\b|neuheit/i.test(
    `${$(element).attr("class") ?? ""} ${$(element).attr("id") ?? ""}`,
  );

export type ProductName = { title: string | null; heading: Element | null; candidates: string[] };

/**
 * The product's name and its heading on the page. The JSON-LD name wins; otherwise the page's h1 that
 * its <title> or share title agrees with, then the microdata's name, then the titles without the site's segments.
 */
export function productName($: CheerioAPI, pageUrl: string, structured: string | null, declared: string | null, group: string | null = null): ProductName {
  // The h1s first; then named elements, not in a link (a tile of another product) nor in the page's <head>.
  // A microdata name is the product's own, not its maker's or seller's (an item nested in the product).
  const named = $<Element, string>(NAMED)
    .toArray()
    .filter((element) => !closestMatch($, element, "a[href], head"))
    .filter((element) => !$(element).is("[itemprop]") || /schema\.org\/Product/i.test(closestMatch($, element.parent, "[itemscope]")?.attribs.itemtype ?? ""));
  // An h1 in <noscript> is a message to browsers without JavaScript; one in a link is a category's or the logo's.
  const headings = [
    ...$<Element, string>("h1")
      .toArray()
      .filter((element) => !closestMatch($, element, "noscript, a[href]"))
      .slice(0, READING_LIMITS.headings),
    ...named.slice(0, READING_LIMITS.headings),
  ]
    .map((element) => ({ element, text: cleanName(spacedText($, $(element), isNoise($), READING_LIMITS.nameText)) }))
    .filter((heading): heading is { element: Element; text: string } => Boolean(heading.text) && heading.text!.split(" ").length <= THRESHOLDS.headingMaxWords);
  const rawTitles = [meta($, "og:title"), meta($, "twitter:title"), $("title").first().text()]
    .filter((value): value is string => Boolean(value?.trim()))
    .map((value) => value.slice(0, READING_LIMITS.nameText));
  const sites = siteNames($, pageUrl);
  const titles = rawTitles
    .map((value) => cleanName(value))
    .filter((value): value is string => Boolean(value))
    // A title that opens with the site's name is the site's own ("Store - Fine jewellery"), not the product's.
    .filter((value) => !ruleOn("title.site.opening-title") || !namesSite(value.split(SEPARATORS)[0]!, sites.map(normal)))
    .map((value) => ({ whole: value, name: cleanName(firstSegment(value, sites))! }));
  const headingFor = (title: string) =>
    headings.find((heading) => normal(heading.text) === normal(title))?.element ??
    headings.find((heading) => overlap(heading.text, title) >= THRESHOLDS.titleOverlap)?.element ??
    headings[0]?.element ??
    null;

  // A variant's name that no title or heading of the page shares a word with ("Cafe - P", a colour and a
  // size) is its label; the name of the group it belongs to (isVariantOf), if they share one, is the product's.
  const shown = [...titles.map((title) => title.whole), ...headings.map((heading) => heading.text)];
  const sharesWord = (name: string) => shown.some((other) => overlap(name, other) > 0);
  const variantName = ruleOn("title.json-ld") ? cleanName(structured) : null;
  const groupName = ruleOn("title.json-ld.group") ? cleanName(group) : null;
  const structuredName = variantName && groupName && !sharesWord(variantName) && sharesWord(groupName) ? groupName : variantName;
  const same = (a: string, b: string) => normal(a) === normal(b);
  const declaredName = cleanName(declared);
  const declaredHeading = declaredName ? headings.find((heading) => same(heading.text, declaredName)) : undefined;
  const shownAs = (heading: { element: Element; text: string } | undefined) => found(heading && { title: heading.text, heading: heading.element });
  const byName = (title: string | null | undefined) => found(title ? { title, heading: headingFor(title) } : null);

  // The steps in order of trust (rules.ts): the first that finds the name names the product.
  const steps: Step<{ title: string; heading: Element | null }>[] = [
    ["title.json-ld", () => byName(structuredName)],
    [
      "title.heading-is-title",
      () => shownAs(headings.find((heading) => titles.some((title) => same(title.name, heading.text) || same(title.whole, heading.text)))),
    ],
    // Shown inside an h1 beside the brand ("<h1><a>Tom Ford</a> <span itemprop=name>Lost Cherry</span></h1>"), it is read as the h1.
    [
      "title.declared-in-h1",
      () => shownAs(declaredHeading && headings.find((heading) => heading.element.name === "h1" && $.contains(heading.element, declaredHeading.element))),
    ],
    // A heading the markup declares as the product's name is the name, whatever the titles add to it.
    ["title.declared-heading", () => shownAs(declaredHeading)],
    // An h1 that drops words the title goes on with ("Trail Shoe" in "Trail Shoe Waterproof | Store").
    // Only words, not a code or a year ("Dispenser 76723 2017"), make it longer.
    [
      "title.heading-runs-on",
      () => {
        for (const heading of headings) {
          const longer = titles.find(
            (title) =>
              heading.text.split(" ").length >= THRESHOLDS.headingMinWordsToRunOn &&
              normal(title.name).startsWith(normal(heading.text)) &&
              /\p{L}{3}/u.test(title.name.slice(heading.text.length)),
          );
          if (longer) return found({ title: longer.name.replace(/[.\s]+$/, ""), heading: heading.element });
        }
        return null;
      },
    ],
    [
      "title.heading-overlaps-title",
      () =>
        shownAs(
          headings.find((heading) =>
            titles.some(
              (title) => overlap(title.whole, heading.text) >= THRESHOLDS.titleOverlap || overlap(title.name, heading.text) >= THRESHOLDS.titleOverlap,
            ),
          ),
        ),
    ],
    // No heading the titles agree with: the microdata's name, then the titles', then the first heading.
    ["title.declared", () => byName(declaredName)],
    ["title.page-title", () => byName(titles[0]?.name)],
    ["title.first-heading", () => byName(headings[0]?.text)],
  ];
  const name = firstFound(steps).value;
  // The names the page's sources give, where the AI may choose among them: the reader's first.
  const others = [structuredName, declaredName, titles[0]?.name].filter((other): other is string => Boolean(other));
  const candidates = [...new Map([name?.title, ...others].filter((other): other is string => Boolean(other)).map((other) => [normal(other), other])).values()];
  return { title: name?.title ?? null, heading: name?.heading ?? null, candidates };
}
