import { englishWords } from "./english-words";
import { personalAttributeRules } from "./personal-attributes";
import { priceClaimRules } from "./price-claims";
import { prohibitedClaimRules } from "./prohibited-claims";
import { shoutingRules } from "./shouting";
import type { CopyRule } from "./types";

export type { CopyLanguage, CopyRule, RuleKind, RuleSource, Texts } from "./types";
export { SOURCES } from "./sources";
export { foldText } from "./fold";

/** Every rule the copy checker applies, in the order its findings are listed when two start together. */
export const COPY_RULES: readonly CopyRule[] = [...personalAttributeRules, ...prohibitedClaimRules, ...priceClaimRules, englishWords, ...shoutingRules];
