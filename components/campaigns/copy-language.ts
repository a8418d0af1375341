import type { CopyLanguage } from "@/lib/copy-review";

// Countries where ads are read in Portuguese (ISO 3166-1 alpha-2).
const PORTUGUESE = new Set(["BR", "PT", "AO", "MZ", "CV", "GW", "ST", "TL"]);

/** The language an ad is checked in: Portuguese when it runs where Portuguese is read, else English. */
export const copyLanguageFor = (countries: readonly string[]): CopyLanguage => (countries.some((country) => PORTUGUESE.has(country)) ? "pt" : "en");
