import { COPY_RULES, foldText, type CopyLanguage, type CopyRule, type RuleKind, type RuleSource } from "./rules";

/** One problem in an ad text, said in the seller's language, with offsets into the text as typed. */
export type CopyFinding = {
  ruleId: string;
  kind: RuleKind;
  /** The words as the seller typed them: `text.slice(start, end)`. */
  match: string;
  start: number;
  end: number;
  reason: string;
  suggestion: string;
  /** What would stand in place of `match`, when the rule can rewrite it. */
  replacement?: string;
  /** The whole text with this match replaced: offered to the seller, never applied for them. */
  rewrite?: string;
  source: RuleSource;
};

const RULES_FOR: Record<CopyLanguage, readonly CopyRule[]> = {
  pt: COPY_RULES.filter((rule) => rule.languages.includes("pt")),
  en: COPY_RULES.filter((rule) => rule.languages.includes("en")),
};

type Span = readonly [start: number, end: number];

// One finding per stretch of text per rule: where a rule's patterns overlap, the earliest (then longest) wins.
function spansOf(rule: CopyRule, subject: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of rule.patterns) {
    for (const found of subject.matchAll(pattern)) if (found[0].length > 0) spans.push([found.index, found.index + found[0].length]);
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const kept: Span[] = [];
  for (const span of spans) if (span[0] >= (kept.at(-1)?.[1] ?? 0)) kept.push(span);
  return kept;
}

function findingOf(rule: CopyRule, text: string, [start, end]: Span, lang: CopyLanguage): CopyFinding {
  const match = text.slice(start, end);
  const finding: CopyFinding = {
    ruleId: rule.id,
    kind: rule.kind,
    match,
    start,
    end,
    reason: rule.reason[lang],
    suggestion: rule.suggestion[lang],
    source: rule.source,
  };
  const replacement = rule.rewrite?.(match, lang);
  if (replacement == null || replacement === match) return finding;
  return { ...finding, replacement, rewrite: text.slice(0, start) + replacement + text.slice(end) };
}

/** The problems in one ad text (headline, primary text or WhatsApp greeting), sorted by where they start. */
export function reviewCopy(text: string, lang: CopyLanguage): CopyFinding[] {
  if (text.trim() === "") return [];
  const folded = foldText(text);
  const findings: { finding: CopyFinding; order: number }[] = [];
  RULES_FOR[lang].forEach((rule, order) => {
    for (const span of spansOf(rule, rule.caseSensitive ? text : folded)) findings.push({ finding: findingOf(rule, text, span, lang), order });
  });
  findings.sort((a, b) => a.finding.start - b.finding.start || a.order - b.order);
  return findings.map(({ finding }) => finding);
}

/**
 * The text with the finding's replacement in place, for when the seller accepts it. The text may have changed
 * since the check: when the finding's words are no longer where they were, or the rule has no rewrite, the
 * text comes back as it is.
 */
export function applyRewrite(text: string, finding: CopyFinding): string {
  if (finding.replacement === undefined || text.slice(finding.start, finding.end) !== finding.match) return text;
  return text.slice(0, finding.start) + finding.replacement + text.slice(finding.end);
}
