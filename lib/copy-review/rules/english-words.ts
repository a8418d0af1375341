import { foldText, keepCase, oneOf, words } from "./fold";
import { SOURCES } from "./sources";
import type { CopyRule } from "./types";

// English marketing words Brazilian ads often use where a plain Portuguese word says the same (CDC art. 31:
// an offer is presented "em língua portuguesa"). The line we draw: a word is listed only when it is a sales
// call or offer word with an everyday Portuguese equivalent the buyer reads more easily (sale → promoção).
// Not listed, so never flagged: loanwords Brazilians use as Portuguese and dictionaries record (site, online,
// e-mail, link, mouse, notebook, tablet, smartphone, app, kit, combo, design, look, show, fitness, outlet,
// cashback, delivery: "delivery" is how Brazil says food and shop delivery, and no buyer misreads it);
// names of dates and events (Black Friday, Cyber Monday); brand and product names, including those that
// contain a listed word (New Balance, Free Fire, Off-White); and words common in store names (shop, store,
// fashion, beauty, kids, home), where a flag would most often hit the seller's own name.
// Phrases come before the words they contain, so "free shipping" is one finding, not two.
// `before`/`after` are lookarounds: the context a word needs to count, not part of the words replaced.
const ENGLISH_WORDS: readonly { pattern: string; pt: string; before?: string; after?: string; asIs?: true }[] = [
  { pattern: "free\\s+shipping", pt: "frete grátis" },
  { pattern: "free\\s+delivery", pt: "entrega grátis" },
  { pattern: "shop\\s+now", pt: "compre agora" },
  { pattern: "buy\\s+now", pt: "compre agora" },
  { pattern: "order\\s+now", pt: "peça agora" },
  { pattern: "click\\s+here", pt: "clique aqui" },
  { pattern: "best[\\s-]?sellers?", pt: "mais vendido" },
  { pattern: "limited\\s+edition", pt: "edição limitada" },
  { pattern: "new\\s+collection", pt: "nova coleção" },
  { pattern: "new\\s+arrivals?", pt: "novidades" },
  { pattern: "sold\\s+out", pt: "esgotado" },
  { pattern: "last\\s+chance", pt: "última chance" },
  { pattern: "last\\s+call", pt: "última chamada" },
  { pattern: "coming\\s+soon", pt: "em breve" },
  { pattern: "flash\\s+sale", pt: "promoção relâmpago" },
  { pattern: "on\\s+sale", pt: "em promoção" },
  { pattern: "special\\s+price", pt: "preço especial" },
  { pattern: "low\\s+prices?", pt: "preço baixo" },
  { pattern: "promo\\s+code", pt: "cupom" },
  { pattern: "sale", pt: "promoção" },
  // "50% off", never the "off" of an on/off switch.
  { pattern: "off", before: "(?<=(?:\\d\\s*%?|%)\\s*)", after: "(?!-)", pt: "de desconto", asIs: true },
  { pattern: "free", after: "(?!\\s+fire)", pt: "grátis" },
  { pattern: "discounts", pt: "descontos" },
  { pattern: "discount", pt: "desconto" },
  { pattern: "deals", pt: "ofertas" },
  { pattern: "deal", pt: "oferta" },
  { pattern: "limited", pt: "limitado" },
  { pattern: "new", after: "(?!\\s+(?:balance|era|york|holland))", pt: "novo" },
  { pattern: "exclusive", pt: "exclusivo" },
  { pattern: "shipping", pt: "frete" },
  { pattern: "price", pt: "preço" },
  { pattern: "save", pt: "economize" },
  { pattern: "coupon", pt: "cupom" },
  { pattern: "stock", pt: "estoque" },
];

const whole = ENGLISH_WORDS.map((word) => ({ ...word, exactly: new RegExp(`^(?:${word.pattern})$`, "u") }));

export const englishWords: CopyRule = {
  id: "english-words",
  kind: "englishWords",
  languages: ["pt"],
  patterns: [words(oneOf(ENGLISH_WORDS.map(({ before = "", pattern, after = "" }) => before + pattern + after)))],
  source: SOURCES.cdcPortuguese,
  reason: {
    pt: "Palavra em inglês num anúncio em português: nem todo cliente entende, e o Código de Defesa do Consumidor pede a oferta em língua portuguesa.",
    en: "An English word in Portuguese copy: not every buyer understands it, and Brazil's consumer code asks for offers in Portuguese.",
  },
  suggestion: {
    pt: "Use a palavra em português que o cliente já conhece.",
    en: "Use the Portuguese word the buyer already knows.",
  },
  rewrite: (match) => {
    const folded = foldText(match);
    const word = whole.find(({ exactly }) => exactly.test(folded));
    if (!word) return null;
    return word.asIs ? word.pt : keepCase(match, word.pt);
  },
};
