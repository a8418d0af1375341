import type { AbstractIntlMessages } from "next-intl";

// What the browser gets of the catalogue: each page ships its messages in its HTML, so a page passes its
// client parts only what they read (components/i18n/client-messages.tsx): a static page, none.

/** Never read in the browser: legal texts and e-mails are rendered on the server. */
const SERVER_ONLY_NAMESPACES = ["legal", "mail", "notificationMail"];

/** The catalogue's parts at `paths`: a namespace ("auth") or a part of one ("landing.demo"), each whole. */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split(".");
    const value = keys.reduce<AbstractIntlMessages | string | undefined>((part, key) => (typeof part === "object" ? part[key] : undefined), messages);
    if (value === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as AbstractIntlMessages;
    into[keys.at(-1)!] = value;
  }
  return picked;
}

/** The signed-in app: every namespace but the server-only ones. */
export const appMessages = (messages: AbstractIntlMessages) =>
  pickMessages(
    messages,
    Object.keys(messages).filter((name) => !SERVER_ONLY_NAMESPACES.includes(name)),
  );
