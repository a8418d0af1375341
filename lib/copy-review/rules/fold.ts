// Text helpers the rules and the checker share. Rules match a folded copy of the ad text (lower case, no
// accents) that keeps every character in place, so a match's offsets are offsets into what the seller typed.

const folded = new Map<string, string>();

function foldChar(char: string): string {
  if (char.charCodeAt(0) < 128) return char.toLowerCase();
  let result = folded.get(char);
  if (result === undefined) {
    const bare = char
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase();
    const lower = char.toLowerCase();
    // One unit in, one unit out: a character that would fold to more or fewer stays as it is.
    result = bare.length === 1 ? bare : lower.length === 1 ? lower : char;
    // Typographic apostrophes fold to the ASCII one, so "you’re" matches "you're".
    if (result === "\u2019" || result === "\u2018") result = "'";
    folded.set(char, result);
  }
  return result;
}

/** The text in lower case without accents, character for character ("Você" → "voce"). */
export function foldText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]!);
  return out;
}

// JavaScript's \b counts only ASCII letters as word characters, so "ç" or "ã" would end a word.
const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";

/** A pattern that matches whole words only, Unicode-aware; `source` is written for folded text. */
export function words(source: string): RegExp {
  return new RegExp(`${START}(?:${source})${END}`, "gu");
}

/** A pattern over the text as typed (upper and lower case kept), for rules about case. */
export function asTyped(source: string): RegExp {
  return new RegExp(source, "gu");
}

/** The alternatives of a list as one regular-expression group, in the list's order (put a phrase before its words). */
export function oneOf(alternatives: readonly string[]): string {
  return `(?:${alternatives.join("|")})`;
}

/** True when the text's first letter is a capital (a word that starts a sentence or a name). */
export function startsUpper(text: string): boolean {
  const letter = text.match(/\p{L}/u)?.[0];
  return letter !== undefined && letter !== letter.toLowerCase();
}

/** True when the text has letters and none of them is lower case. */
export function isAllCaps(text: string): boolean {
  return /\p{L}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** The replacement with a capital first letter when the match had one and was not written all in capitals. */
export function keepCase(match: string, replacement: string): string {
  if (!startsUpper(match) || isAllCaps(match)) return replacement;
  return replacement.charAt(0).toUpperCase() + replacement.slice(1);
}
