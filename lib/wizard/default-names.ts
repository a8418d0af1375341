import { locales } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";

// A name the product made (001 §7: one "Broad Audience" ad set when the audience has fewer than three
// segments) is stored in the language active when the campaign was created. While the seller hasn't
// changed it, it is the product's text, so it is shown in the reader's language.
const BROAD_AUDIENCE = new Set(locales.map((locale) => messagesFor(locale).wizard.broadAudience));

/** The ad set's name as shown: a default never edited in the reader's language (`broadAudience`), any other as typed. */
export function shownAdSetName(name: string, broadAudience: string): string {
  return BROAD_AUDIENCE.has(name) ? broadAudience : name;
}
