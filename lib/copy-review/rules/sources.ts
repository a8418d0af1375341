import type { RuleSource } from "./types";

// The pages each rule rests on. Meta's titles are those of its Advertising Standards (Transparency Center),
// checked in 2026; Meta moves pages now and then, the titles stay searchable.
export const SOURCES = {
  metaPersonalAttributes: {
    title: "Meta Advertising Standards: Privacy Violations and Personal Attributes",
    url: "https://transparency.meta.com/policies/ad-standards/objectionable-content/privacy-violations-personal-attributes",
  },
  metaUnrealisticOutcomes: {
    title: "Meta Advertising Standards: Unrealistic Outcomes",
    url: "https://transparency.meta.com/policies/ad-standards/deceptive-content/unrealistic-outcomes",
  },
  metaHealthAndWellness: {
    title: "Meta Advertising Standards: Health and Wellness",
    url: "https://transparency.meta.com/policies/ad-standards/restricted-goods-services/health-wellness",
  },
  metaGrammarAndProfanity: {
    title: "Meta Advertising Standards: Grammar and Profanity",
    url: "https://transparency.meta.com/policies/ad-standards/objectionable-content/grammar-and-profanity",
  },
  metaLowQuality: {
    title: "Meta Advertising Standards: Low Quality or Disruptive Content",
    url: "https://transparency.meta.com/policies/ad-standards/objectionable-content/low-quality-or-disruptive-experiences",
  },
  conarProofAndComparison: {
    title: "CONAR, Código Brasileiro de Autorregulamentação Publicitária, arts. 27 e 32",
    url: "http://www.conar.org.br/codigo/codigo.php",
  },
  cdcAdvertising: {
    title: "Código de Defesa do Consumidor (Lei 8.078/1990), arts. 30, 36, 37 e 38",
    url: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
  },
  cdcPortuguese: {
    title: "Código de Defesa do Consumidor (Lei 8.078/1990), art. 31",
    url: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
  },
} as const satisfies Record<string, RuleSource>;
