import { foldText, keepCase, words } from "./fold";
import { SOURCES } from "./sources";
import type { CopyRule, Texts } from "./types";

// Claims the advertiser must be able to prove. CONAR's code asks for a truthful presentation whose claims can
// be proven (art. 27) and allows comparison only when it can be checked (art. 32): its ethics council has
// suspended ads for "menor preço do mercado" that were not proven. The consumer code (CDC) binds the seller
// to what the ad says (art. 30), forbids misleading advertising (art. 37) and puts the burden of proof on the
// advertiser (arts. 36 and 38). Patterns are folded: lower case, no accents.

const PLACE_PT = "(?:brasil|mercado|mundo|pais|planeta|universo|internet|cidade|regiao)";
const PLACE_EN = "(?:world|country|market|planet|universe|town|city|us|usa|brazil|america|business|web|internet)";

const reason: Texts = {
  pt: "Afirmação que você precisaria provar. O Código de Defesa do Consumidor e o código do CONAR exigem que o anunciante comprove o que diz; sem prova, o anúncio pode ser considerado enganoso.",
  en: "A claim you would have to prove. Brazil's consumer code and CONAR's advertising code make the advertiser prove what the ad says; without proof the ad may count as misleading.",
};

const lowestPrice: CopyRule = {
  id: "lowest-price-claim",
  kind: "unprovenPriceClaim",
  languages: ["pt", "en"],
  patterns: [
    `(?:[oa]s?\\s+)?menor(?:es)?\\s+precos?(?:\\s+d[oa]\\s+${PLACE_PT}|\\s+garantidos?)?`,
    `(?:[oa]s?\\s+)?precos?\\s+mais\\s+baixos?(?:\\s+d[oa]\\s+${PLACE_PT})?`,
    `[oa]s?\\s+mais\\s+barat[oa]s?(?:\\s+d[oa]\\s+${PLACE_PT})?`,
    `mais\\s+barat[oa]s?\\s+d[oa]\\s+${PLACE_PT}`,
    "mais\\s+barat[oa]s?\\s+(?:do\\s+)?que",
    "precos?\\s+imbative(?:l|is)",
    `(?:the\\s+)?lowest\\s+prices?(?:\\s+guaranteed|\\s+(?:in|on)\\s+(?:the\\s+)?${PLACE_EN})?`,
    "(?:the\\s+)?cheapest|unbeatable\\s+prices?",
    "cheaper\\s+than\\s+(?:anywhere|anyone|any\\s+other|(?:the\\s+)?(?:competition|others|other\\s+stores))",
  ].map(words),
  source: SOURCES.conarProofAndComparison,
  reason,
  suggestion: {
    pt: "Diga o preço e a condição (ex.: “R$ 89,90 no Pix”) em vez de dizer que é o menor.",
    en: "State the price and the terms (e.g. “$19.90 with free shipping”) instead of saying it is the lowest.",
  },
  rewrite: (match, lang) => {
    const folded = foldText(match);
    const plural = /precos|prices/.test(folded);
    if (/barat|cheap/.test(folded)) return null;
    if (lang === "pt") return keepCase(match, plural ? "preços baixos" : /imbativ/.test(folded) ? "ótimo preço" : "preço baixo");
    return keepCase(match, plural ? "great prices" : "great price");
  },
};

const bestClaim: CopyRule = {
  id: "best-claim",
  kind: "unprovenPriceClaim",
  languages: ["pt", "en"],
  patterns: [
    `(?:[oa]s?\\s+)?melhor(?:es)?(?:\\s+[\\p{L}-]+){0,2}?\\s+d[oa]s?\\s+${PLACE_PT}`,
    `(?:numero|n[o.º°]*)\\s*(?:1|um)\\s+(?:d[oa]s?|em)\\s+(?:${PLACE_PT}|vendas|segmento)`,
    "lider\\s+(?:de|do|no)\\s+mercado",
    `(?:the\\s+)?best(?:\\s+[\\p{L}-]+){0,2}?\\s+(?:in|on)\\s+(?:the\\s+)?${PLACE_EN}`,
    "world'?s\\s+(?:best|number\\s+one|no\\.?\\s*1)",
    `(?:number\\s+(?:1|one)|no\\.\\s*1)\\s+(?:in\\s+(?:the\\s+)?${PLACE_EN}|brand|seller)`,
    "market\\s+leader",
  ].map(words),
  source: SOURCES.cdcAdvertising,
  reason,
  suggestion: {
    pt: "Troque o superlativo por um fato que você pode mostrar (material, garantia, avaliações de clientes).",
    en: "Replace the superlative with a fact you can show (material, warranty, customer reviews).",
  },
  rewrite: (match, lang) => {
    const folded = foldText(match);
    // Words that read right after "é" and after "merece" alike ("é o melhor do Brasil", "merece o melhor do mundo").
    if (lang === "pt") return /^(?:[oa]s?\s+)?melhor(?:es)?\s+d[oa]s?\s+\S+$/u.test(folded) ? keepCase(match, "qualidade de verdade") : null;
    return /^(?:the\s+)?best\s+(?:in|on)\s+(?:the\s+)?\S+$/u.test(folded) ? keepCase(match, "top quality") : null;
  },
};

export const priceClaimRules: readonly CopyRule[] = [lowestPrice, bestClaim];
