import { oneOf, words } from "./fold";
import { SOURCES } from "./sources";
import type { CopyRule } from "./types";

// Claims Meta's Advertising Standards do not allow in any ad: cures and miracle results, unrealistic results
// in a set time, guaranteed or easy income ("Unrealistic Outcomes"), and before/after comparisons for weight
// loss and appearance ("Health and Wellness"). Patterns are folded: lower case, no accents.

const CONDITIONS_PT = [
  ...["diabetes", "cancer", "ansiedade", "depressao", "calvicie", "queda\\s+de\\s+cabelo", "acne", "artrite", "artrose", "gastrite", "psoriase"],
  ...["hipertensao", "pressao\\s+alta", "insonia", "enxaqueca", "impotencia", "obesidade", "celulite", "varizes", "doencas?", "dores?"],
];
const CONDITIONS_EN = [
  ...["diabetes", "cancer", "anxiety", "depression", "baldness", "hair\\s+loss", "acne", "arthritis", "psoriasis", "hypertension", "insomnia"],
  ...["migraines?", "impotence", "obesity", "cellulite", "diseases?", "pain"],
];

const ARTICLE_PT = "(?:(?:d[aoe]s?|para|[ao]s?|sua|seu|suas|seus|com)\\s+){0,2}";

const healthCure: CopyRule = {
  id: "health-cure-claim",
  kind: "prohibitedClaim",
  languages: ["pt", "en"],
  patterns: [
    `(?:cura|curar|curou|curam|acaba\\s+com|elimina|eliminar)\\s+${ARTICLE_PT}${oneOf(CONDITIONS_PT)}`,
    "cura\\s+(?:definitiva|garantida|milagrosa|natural|total)",
    "milagres?|milagros[oa]s?",
    "(?:cures?|cured|curing|eliminates?|ends?)\\s+(?:(?:your|the|all)\\s+)?" + oneOf(CONDITIONS_EN),
    "cure\\s+for|miracles?|miraculous|guaranteed\\s+(?:cure|results)",
    "resultados?\\s+garantidos?",
  ].map(words),
  source: SOURCES.metaUnrealisticOutcomes,
  reason: {
    pt: "Promete cura ou resultado milagroso. A Meta não aceita promessas de resultados irreais de saúde.",
    en: "It promises a cure or a miracle result. Meta does not allow promises of unrealistic health outcomes.",
  },
  suggestion: {
    pt: "Descreva o que o produto é e como se usa, sem prometer cura nem resultado garantido.",
    en: "Describe what the product is and how it is used, without promising a cure or a guaranteed result.",
  },
};

const weightLossResult: CopyRule = {
  id: "weight-loss-result",
  kind: "prohibitedClaim",
  languages: ["pt", "en"],
  patterns: [
    "(?:emagre(?:ca|cer|ce)|perca|perder|perdi|elimine|eliminar|seque|secar)\\s+(?:ate\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:kg|quilos|kilos)(?:\\s+em\\s+(?:\\d+|uma?)\\s+(?:dias?|semanas?|mes(?:es)?))?",
    "(?:lose|drop|melt|shed)\\s+(?:up\\s+to\\s+)?\\d+(?:\\.\\d+)?\\s*(?:lbs?|pounds|kg|kilos)(?:\\s+in\\s+(?:\\d+|a|one)\\s+(?:days?|weeks?|months?))?",
  ].map(words),
  source: SOURCES.metaUnrealisticOutcomes,
  reason: {
    pt: "Promete perder um peso certo, às vezes num prazo. A Meta reprova resultados irreais de emagrecimento em prazos definidos.",
    en: "It promises a set weight loss, sometimes in a set time. Meta rejects unrealistic weight-loss results within timeframes.",
  },
  suggestion: {
    pt: "Fale do produto e de hábitos saudáveis, sem números de quilos nem prazos.",
    en: "Talk about the product and healthy habits, without pounds or kilos lost or deadlines.",
  },
};

const incomeClaim: CopyRule = {
  id: "income-claim",
  kind: "prohibitedClaim",
  languages: ["pt", "en"],
  patterns: [
    "(?:renda|lucro|retorno|ganhos?)\\s+(?:extra\\s+)?garantid[oa]s?",
    "(?:ganhe|ganhar|fature|faturar|lucre|lucrar)\\s+(?:ate\\s+)?r\\$\\s*\\d[\\d.,]*(?:\\s*mil)?\\s*(?:por|ao|\\/)\\s*(?:dia|semana|mes|hora)",
    // Not "enriqueça" alone: it also means "enrich" ("enriqueça sua dieta").
    "(?:fique|ficar|ficou)\\s+ric[oa]s?|enriquecer\\s+rapido|dinheiro\\s+facil",
    "ganhe\\s+dinheiro\\s+(?:sem\\s+sair\\s+de\\s+casa|dormindo|rapido|facil)",
    "guaranteed\\s+(?:income|profits?|returns?|earnings)|get\\s+rich(?:\\s+quick)?|easy\\s+money",
    "(?:make|earn)\\s+(?:up\\s+to\\s+)?\\$\\s*\\d[\\d,.]*k?\\s*(?:a|per|every|\\/)\\s*(?:day|week|month|hour)",
  ].map(words),
  source: SOURCES.metaUnrealisticOutcomes,
  reason: {
    pt: "Promete renda garantida ou dinheiro fácil. A Meta reprova promessas de ganho rápido ou sem esforço.",
    en: "It promises guaranteed income or easy money. Meta rejects promises of getting rich quickly or with little work.",
  },
  suggestion: {
    pt: "Explique o que a pessoa recebe e o que precisa fazer, sem valores de ganho prometidos.",
    en: "Explain what people get and what they need to do, without promised earnings.",
  },
};

const beforeAfter: CopyRule = {
  id: "before-after",
  kind: "prohibitedClaim",
  languages: ["pt", "en"],
  patterns: ["antes\\s*(?:e|&|\\/)\\s*depois", "before\\s*(?:and|&|\\/)\\s*after"].map(words),
  source: SOURCES.metaHealthAndWellness,
  reason: {
    pt: "“Antes e depois” sugere um resultado idealizado. A Meta não aceita comparações de antes e depois em anúncios de emagrecimento e aparência.",
    en: "“Before and after” suggests an idealised result. Meta does not allow before-and-after comparisons in weight-loss and appearance ads.",
  },
  suggestion: {
    pt: "Mostre o produto em uso ou a opinião de clientes, sem comparar corpos.",
    en: "Show the product in use or what customers say, without comparing bodies.",
  },
};

export const prohibitedClaimRules: readonly CopyRule[] = [healthCure, weightLossResult, incomeClaim, beforeAfter];
