import type en from "@/messages/en.json";

// The one result contract of every server action and route handler: errors are message keys,
// translated where shown. A key that is not in messages/en.json fails the typecheck.
type MessageLeaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : T[K] extends readonly unknown[] ? never : MessageLeaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = MessageLeaves<typeof en>;

/** Field path (zod's, dot-joined; "_form" for the whole input) → the message key of its problem. */
export type FieldErrors = Record<string, MessageKey>;

/** Values interpolated into an error's message (e.g. the plan's real limit). */
export type MessageValues = Record<string, string | number>;

export type ActionFailure = { ok: false; error: MessageKey; fieldErrors?: FieldErrors; values?: MessageValues };

/** `Detail`: what a failure may carry besides its message (the publish check's classification). */
export type ActionResult<T = void, Detail extends object = object> = { ok: true; data: T } | (ActionFailure & Partial<Detail>);

export function ok<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function fail(error: MessageKey, fieldErrors?: FieldErrors, values?: MessageValues): ActionFailure {
  return { ok: false, error, ...(fieldErrors ? { fieldErrors } : {}), ...(values ? { values } : {}) };
}

/** Whether a string from elsewhere (a stored failure, an outcome's code) is a message key. */
export function isMessageKey(key: string, messages: object): key is MessageKey {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  // In the build, messages are compiled (next.config.ts): one with arguments is then an array of parts.
  return typeof node === "string" || Array.isArray(node);
}
