import { asTyped } from "./fold";
import { SOURCES } from "./sources";
import type { CopyRule } from "./types";

// Words that are written in capitals by nature: units, sizes, standards, Brazilian agencies and documents.
// They never start a flag, and a rewrite keeps them in capitals. A word of three letters or fewer never starts
// a flag either (so "LED", "USB", "PIX", "GB", "TV" pass); this list matters for the longer ones and rewrites.
const ACRONYMS = [
  ...["HDMI", "OLED", "QLED", "AMOLED", "NVME", "WIFI", "IPTV", "CNPJ", "LGPD", "ABNT", "INMETRO", "ANVISA", "ANATEL", "SEDEX", "PROCON"],
  ...["SEBRAE", "LTDA", "LED", "USB", "PIX", "GB", "TB", "MB", "KB", "TV", "HD", "UHD", "HDR", "UV", "PC", "CPF", "CEP", "SAC", "MEI"],
  ...["RAM", "SSD", "LCD", "GPS", "NFC", "RGB", "PVC", "MDF", "ABS", "EVA", "SUV", "DIY", "USA", "EUA", "PP", "P", "M", "G", "GG", "XG", "XL", "XXL", "I"],
];
const ACRONYM = new Set(ACRONYMS);

// Names a rewrite in small letters would spoil, as written once lowered.
const PROPER_NAMES = new Map([
  ["black friday", "Black Friday"],
  ["dia das mães", "Dia das Mães"],
  ["dia dos pais", "Dia dos Pais"],
  ["dia dos namorados", "Dia dos Namorados"],
  ["brasil", "Brasil"],
  ["natal", "Natal"],
  ["páscoa", "Páscoa"],
]);
const PROPER_NAME = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...PROPER_NAMES.keys()].join("|")})(?![\\p{L}\\p{N}])`, "gu");

function sentenceCase(run: string): string {
  const lower = run.replace(/\p{L}[\p{L}\p{N}]*/gu, (word) => (ACRONYM.has(word) ? word : word.toLowerCase()));
  const named = lower.replace(PROPER_NAME, (name) => PROPER_NAMES.get(name) ?? name);
  return named.charAt(0).toUpperCase() + named.slice(1);
}

const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";
const CAPS_WORD = `\\p{Lu}[\\p{Lu}\\p{N}]*${END}`;
// A word of four capitals or more that is not a known acronym: "OFERTA", "IMPERDÍVEL", "FRETE".
const LOUD_WORD = `(?!(?:${ACRONYMS.join("|")})${END})\\p{Lu}{4,}${END}`;
const GAP = "[ \\t\\u00a0/&-]+";

const caps: CopyRule = {
  id: "shouting-caps",
  kind: "shouting",
  languages: ["pt", "en"],
  // A run of capitalised words with at least one loud word in it, so "FRETE GRÁTIS HOJE" is one finding.
  patterns: [asTyped(`${START}(?:${CAPS_WORD}${GAP})*${LOUD_WORD}(?:${GAP}${CAPS_WORD})*`)],
  caseSensitive: true,
  // Meta names no rule on capitals; its ad-quality policy counts sensational text as low quality, and
  // reviewers read a shouted word as such. A warning, not a certain rejection.
  source: SOURCES.metaLowQuality,
  reason: {
    pt: "Palavras em maiúsculas soam como grito e a Meta pode tratar o anúncio como de baixa qualidade.",
    en: "Words in capitals read as shouting, and Meta may treat the ad as low quality.",
  },
  suggestion: {
    pt: "Escreva em letras normais; destaque a oferta com palavras, não com maiúsculas.",
    en: "Write in normal case; make the offer stand out with words, not capitals.",
  },
  rewrite: (match) => sentenceCase(match),
};

const punctuation: CopyRule = {
  id: "shouting-punctuation",
  kind: "shouting",
  languages: ["pt", "en"],
  // "!!!", "??", "?!", "....." and runs of symbols such as "$$$" or "***".
  patterns: [asTyped("[!?¡¿]{2,}"), asTyped("\\.{4,}"), asTyped("([*#$@~+=_])\\1{2,}")],
  caseSensitive: true,
  source: SOURCES.metaGrammarAndProfanity,
  reason: {
    pt: "Pontuação ou símbolos repetidos. A Meta reprova anúncios com uso excessivo de pontuação ou símbolos.",
    en: "Repeated punctuation or symbols. Meta rejects ads with excessive use of punctuation or symbols.",
  },
  suggestion: {
    pt: "Use um sinal só (um “!” basta).",
    en: "Use a single mark (one “!” is enough).",
  },
  rewrite: (match) => (match.startsWith(".") ? "..." : match.charAt(0)),
};

export const shoutingRules: readonly CopyRule[] = [caps, punctuation];
