import { oneOf, startsUpper, words } from "./fold";
import { SOURCES } from "./sources";
import type { CopyLanguage, CopyRule, Texts } from "./types";

// Meta's Personal Attributes policy: an ad must not assert or imply that it knows the reader's health, weight,
// vulnerable financial status, religion, beliefs, sexual orientation, age and the like ("Are you depressed?",
// "Other single Christians near you"). Passing, general references are allowed ("for women", "for teams"),
// so the patterns need the reader ("você", "you", a question without a subject) or "other …" next to the
// attribute. Lists are folded: lower case, no accents.
type Attributes = { pt: readonly string[]; en: readonly string[] };

// "Weight" alone is fine ("track your weight"); "struggling with your weight" is not.
const AFTER_STRUGGLE_PT = "(?<=(?:com|contra)\\s+(?:[oa]\\s+|seu\\s+)?)";
const AFTER_STRUGGLE_EN = "(?<=(?:with|about)\\s+(?:your\\s+)?)";

const WEIGHT: Attributes = {
  pt: [
    "acima\\s+do\\s+peso",
    "fora\\s+do\\s+peso",
    "sobrepeso",
    "gordinh[oa]s?",
    "gord[oa]s?",
    "obes[oa]s?",
    "obesidade",
    "gordura\\s+localizada",
    AFTER_STRUGGLE_PT + "peso",
  ],
  en: ["overweight", "obese", "obesity", "fat", "belly\\s+fat", "extra\\s+(?:weight|pounds)", AFTER_STRUGGLE_EN + "weight"],
};

const FINANCES: Attributes = {
  pt: ["endividad[oa]s?", "dividas?", "nome\\s+sujo", "(?:cpf\\s+)?negativad[oa]s?", "falid[oa]s?", "desempregad[oa]s?", "sem\\s+dinheiro", "no\\s+vermelho"],
  en: [
    "in\\s+debt",
    "debts?",
    "broke",
    "bankrupt",
    "unemployed",
    "bad\\s+credit",
    "(?:a\\s+)?low\\s+credit\\s+score",
    "behind\\s+on\\s+(?:your\\s+)?(?:bills|rent)",
  ],
};

const HEALTH: Attributes = {
  pt: [
    ...["diabetic[oa]s?", "diabetes", "deprimid[oa]s?", "depressao", "ansios[oa]s?", "ansiedade", "calvicie", "calv[oa]s?", "careca", "queda\\s+de\\s+cabelo"],
    ...["acne", "espinhas", "impotente", "impotencia", "disfuncao\\s+eretil", "cancer", "hipertens[oa]s?", "pressao\\s+alta", "colesterol\\s+alto"],
    ...["artrite", "artrose", "menopausa", "insonia", "doente", "deficiente", "autista", "autismo", "hiv", "celulite", "estrias", "enxaqueca", "gravida"],
    "dor(?:es)?\\s+n[ao]s?\\s+(?:costas|coluna|joelhos?)",
  ],
  en: [
    ...["diabetic", "diabetes", "depressed", "depression", "anxious", "anxiety", "bald(?:ing)?", "hair\\s+loss", "acne", "impotent", "impotence"],
    ...["erectile\\s+dysfunction", "cancer", "high\\s+blood\\s+pressure", "hypertension", "high\\s+cholesterol", "arthritis", "menopausal", "menopause"],
    ...["insomnia", "sick(?!\\s+(?:of|and))", "disabled", "autistic", "autism", "hiv", "cellulite", "stretch\\s+marks", "migraines?", "pregnant"],
    "(?:back|joint|chronic)\\s+pain",
  ],
};

const IDENTITY: Attributes = {
  pt: [
    ...["solteir[oa]s?", "divorciad[oa]s?", "viuv[oa]s?", "gays?", "lesbicas?", "bissexua(?:l|is)", "transgeneros?", "cristaos?", "cristas?"],
    ...["evangelic[oa]s?", "catolic[oa]s?", "judeus?", "judias?", "muculman[oa]s?", "espiritas?", "ateus?", "idos[oa]s?", "aposentad[oa]s?"],
    "(?:mais|menos)\\s+de\\s+\\d+(?:\\s+anos)?",
  ],
  en: [
    ...["single", "singles", "divorced", "widowed", "gay", "lesbian", "bisexual", "transgender", "christians?", "catholics?", "muslims?", "jewish"],
    ...["jews", "atheists?", "seniors?", "retired", "(?:over|under)\\s+\\d+"],
  ],
};

// A question ends the match, so a rewrite can replace the whole question.
const QUESTION = "(?:\\s*\\?)?";
// Subject left out at the start of a sentence ("Tem dívidas?"): only as a question, or it reads as a statement about someone else.
const SENTENCE_START = "(?<=^|[.!?¡¿\\n]\\s*)";
const PT_VERB =
  "(?:esta|estava|estiver|esteja|e|era|for|seja|anda|vive|ficou|fica|se\\s+sente|sente|tem|tiver|tenha|sofre|sofreu|luta|possui|foi\\s+diagnosticad[oa]|ta)";
const PT_LINK = "(?:(?:muito|com|de|contra|d[oa]s?|[oa]s?|uma?|sua|seu|suas|seus)\\s+){0,2}";
const EN_LINK = "(?:(?:a|an|still|really|currently|your)\\s+){0,2}";

function readerPatterns(attributes: Attributes, { possessive, others }: { possessive: boolean; others: boolean }): RegExp[] {
  const pt = oneOf(attributes.pt);
  const en = oneOf(attributes.en);
  const sources = [
    `(?:voce|vc)\\s+(?:(?:ja|ainda|tambem|nao)\\s+)?${PT_VERB}\\s+${PT_LINK}${pt}${QUESTION}`,
    `${SENTENCE_START}${PT_VERB}\\s+${PT_LINK}${pt}\\s*\\?`,
    `(?:cansad[oa]s?\\s+de\\s+(?:ser|estar|ter|sofrer\\s+com)|sofrendo\\s+(?:com|de)|lutando\\s+contra)\\s+${PT_LINK}${pt}${QUESTION}`,
    `(?:are|were)\\s+you\\s+${EN_LINK}${en}${QUESTION}`,
    `you(?:'re|\\s+are)\\s+${EN_LINK}${en}`,
    `do\\s+you\\s+(?:have|suffer\\s+from|struggle\\s+with|live\\s+with|deal\\s+with)\\s+${EN_LINK}${en}${QUESTION}`,
    `(?:tired\\s+of\\s+being|struggling\\s+with|suffering\\s+from|dealing\\s+with)\\s+${EN_LINK}${en}${QUESTION}`,
  ];
  if (possessive) sources.push(`(?:seu|sua|seus|suas)\\s+${pt}`, `your\\s+${en}`);
  if (others) {
    const nearPt = "\\s+(?:perto\\s+de\\s+voce|na\\s+sua\\s+regiao)";
    const nearEn = "\\s+(?:near\\s+you|in\\s+your\\s+area)";
    sources.push(`outr[oa]s\\s+(?:\\p{L}+\\s+){0,2}${pt}(?:${nearPt})?`, `${pt}${nearPt}`);
    sources.push(`other\\s+(?:\\p{L}+\\s+){0,2}${en}(?:${nearEn})?`, `${en}${nearEn}`);
  }
  return sources.map(words);
}

/** A whole question asked of the reader ("Você está acima do peso?") becomes a sentence about the product's use. */
function questionRewrite(instead: Texts) {
  return (match: string, lang: CopyLanguage): string | null =>
    startsUpper(match) && match.trimEnd().endsWith("?") && !/^(?:seu|sua|your)\s/iu.test(match) ? instead[lang] : null;
}

const reason = (what: Texts): Texts => ({
  pt: `O texto fala ${what.pt} de quem lê. A Meta reprova anúncios que afirmam ou sugerem características pessoais do público.`,
  en: `The copy speaks about the reader's ${what.en}. Meta rejects ads that assert or imply personal attributes of the audience.`,
});

const suggestion = (instead: Texts): Texts => ({
  pt: `Fale do produto e do benefício, sem supor nada sobre quem lê (ex.: ${instead.pt}).`,
  en: `Talk about the product and its benefit, without assuming anything about the reader (e.g. ${instead.en}).`,
});

type Group = { what: Texts; instead: Texts; patterns: RegExp[]; rewrite?: CopyRule["rewrite"] };

const rule = (id: string, { what, instead, patterns, rewrite }: Group): CopyRule => ({
  id,
  kind: "personalAttributes",
  languages: ["pt", "en"],
  patterns,
  source: SOURCES.metaPersonalAttributes,
  reason: reason(what),
  suggestion: suggestion(instead),
  ...(rewrite ? { rewrite } : {}),
});

export const personalAttributeRules: readonly CopyRule[] = [
  rule("personal-attribute-weight", {
    what: { pt: "do peso ou do corpo", en: "weight or body" },
    instead: {
      pt: "“Para quem quer emagrecer” em vez de “Você está acima do peso?”",
      en: "“For anyone who wants to lose weight” instead of “Are you overweight?”",
    },
    patterns: readerPatterns(WEIGHT, { possessive: true, others: false }),
    rewrite: questionRewrite({ pt: "Para quem quer emagrecer.", en: "For anyone who wants to lose weight." }),
  }),
  rule("personal-attribute-finances", {
    what: { pt: "da situação financeira", en: "financial situation" },
    instead: { pt: "“Organize suas contas” em vez de “Você tem dívidas?”", en: "“Get your budget in order” instead of “Are you in debt?”" },
    patterns: readerPatterns(FINANCES, { possessive: true, others: false }),
    rewrite: questionRewrite({ pt: "Para quem quer organizar as contas.", en: "For anyone who wants to get their finances in order." }),
  }),
  rule("personal-attribute-health", {
    what: { pt: "da saúde", en: "health" },
    instead: { pt: "“Um chá para relaxar” em vez de “Você sofre de ansiedade?”", en: "“A tea to help you unwind” instead of “Are you anxious?”" },
    patterns: readerPatterns(HEALTH, { possessive: true, others: false }),
  }),
  rule("personal-attribute-identity", {
    what: { pt: "da religião, orientação sexual, estado civil ou idade", en: "religion, sexual orientation, relationship status or age" },
    instead: {
      pt: "“Conheça gente nova na sua cidade” em vez de “outros solteiros cristãos perto de você”",
      en: "“Meet new people in your city” instead of “Other single Christians near you”",
    },
    patterns: readerPatterns(IDENTITY, { possessive: false, others: true }),
  }),
];
