// The account forms' rules, without zod: the schemas (schemas.ts) apply them on the server, and the browser's
// checks (components/auth/checks.ts) before sending, so neither copies them and the browser ships no zod.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 120;

// Issue 29: a name is data, printed in the app and in mails. It holds no line break or other control
// character (nor the invisible marks that turn text around), and nothing a mail reader shows as a link.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LINK_LIKE = /:\/\/|www[.\uFF0E\u3002]|[\p{L}\p{N}-][.\uFF0E\u3002]\p{L}{2,}/iu;

/** Whether a name can be shown anywhere as it is: no control characters, nothing that reads as a link. */
export const isPlainName = (name: string) => !CONTROL_CHARACTERS.test(name) && !LINK_LIKE.test(name);
