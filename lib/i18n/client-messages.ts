import type { AbstractIntlMessages } from "next-intl";

// What the browser gets of the catalogue: each page ships its messages in its HTML, so a page group
// passes only the namespaces its client components read (the landing needs 15 kB, not the whole 100).

/** The shell's own client parts, everywhere: the toaster, the error boundaries, the language switcher. */
export const SHELL_NAMESPACES = ["common", "componentError", "routeError", "language", "errors", "notices"] as const;
/** Public pages: sign-in and sign-up, password reset, contact, the landing's demo and Meta's login callback. */
export const PUBLIC_NAMESPACES = [...SHELL_NAMESPACES, "auth", "contact", "landing", "nav", "integrations", "meta"] as const;
/** Never read in the browser: legal texts and e-mails are rendered on the server. */
const SERVER_ONLY_NAMESPACES = ["legal", "mail", "notificationMail"];

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}

/** The signed-in app: every namespace but the server-only ones. */
export const appMessages = (messages: AbstractIntlMessages) =>
  pickMessages(
    messages,
    Object.keys(messages).filter((name) => !SERVER_ONLY_NAMESPACES.includes(name)),
  );
