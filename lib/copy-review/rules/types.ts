export type CopyLanguage = "pt" | "en";

export type RuleKind = "englishWords" | "personalAttributes" | "prohibitedClaim" | "shouting" | "unprovenPriceClaim";

/** A text for the seller in each language the app speaks. */
export type Texts = Readonly<Record<CopyLanguage, string>>;

export type RuleSource = { readonly title: string; readonly url: string };

export type CopyRule = {
  /** kebab-case, stable: the UI and the tests name rules by it. */
  readonly id: string;
  readonly kind: RuleKind;
  /** The copy languages the rule reads: English words are a problem in Portuguese copy only. */
  readonly languages: readonly CopyLanguage[];
  /**
   * Global, Unicode (`gu`) patterns. They run over the folded text (lower case, no accents: see `foldText`)
   * unless `caseSensitive`, when they run over the text as typed.
   */
  readonly patterns: readonly RegExp[];
  readonly caseSensitive?: boolean;
  readonly source: RuleSource;
  /** Why the ad may be rejected or may break the rules, in plain words for a seller. */
  readonly reason: Texts;
  /** How to write it instead, in general. */
  readonly suggestion: Texts;
  /** A concrete replacement for the matched words, or null when this match cannot be rewritten mechanically. */
  readonly rewrite?: (match: string, lang: CopyLanguage) => string | null;
};
