import type { MessageKey } from "@/lib/actions/result";
import { EMAIL_MAX_LENGTH, isPlainName, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/rules";

// lib/auth/schemas.ts's checks in the browser without zod (issue 37): the same rules (lib/auth/rules.ts), the same
// message keys, so a refusal reads the same before and after sending. The schemas stay the authority on the
// server; checks.test.ts holds the two together.
// zod's own z.email() pattern (zod/v4/core regexes.email).
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A field's check: the message key of its problem, if any (the form's other values at hand). */
export type Check = (value: string, values: Readonly<Record<string, string>>) => MessageKey | undefined;

export const checkEmail: Check = (value) => {
  const email = value.trim();
  if (!email) return "auth.errors.emailRequired";
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return "auth.errors.emailInvalid";
};

/** The password of an existing account (sign-in, the confirmation link). */
export const checkPassword: Check = (value) => {
  if (!value) return "auth.errors.passwordRequired";
  if (value.length > PASSWORD_MAX_LENGTH) return "auth.errors.passwordTooLong";
};

// Passwords carry no maxLength attribute: one pasted and cut short without a word would not be the one a
// password manager saved. Their length is checked here instead.
export const checkNewPassword: Check = (value) => {
  if (value.length < PASSWORD_MIN_LENGTH) return "auth.errors.passwordTooShort";
  if (value.length > PASSWORD_MAX_LENGTH) return "auth.errors.passwordTooLong";
};

/** The new password typed again: compared once the first one is itself valid, so a refusal names the wrong field. */
export const checkConfirmation: Check = (value, values) => {
  if (value.length > PASSWORD_MAX_LENGTH) return "auth.errors.passwordTooLong";
  const password = values.password ?? "";
  if (!checkNewPassword(password, values) && value !== password) return "auth.errors.passwordsDiffer";
};

export const checkFullName: Check = (value) => {
  const name = value.trim();
  if (!name) return "auth.errors.fullNameRequired";
  if (name.length > FULL_NAME_MAX_LENGTH) return "auth.errors.fullNameTooLong";
  if (!isPlainName(name)) return "auth.errors.fullNameInvalid";
};
