// The review-safe copy checker (issue 35): pure rules and matching, for the browser and the server alike.
export { applyRewrite, reviewCopy, type CopyFinding } from "./check";
export { COPY_RULES, SOURCES, type CopyLanguage, type CopyRule, type RuleKind, type RuleSource, type Texts } from "./rules";
