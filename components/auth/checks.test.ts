import type { z } from "zod";
import { resetPasswordSchema, signInSchema, signUpSchema } from "@/lib/auth/schemas";
import { fieldErrorsOf } from "@/lib/pipeline/field-errors";
import { checkConfirmation, checkEmail, checkFullName, checkNewPassword, checkPassword, type Check } from "./checks";

// The browser's checks (issue 37: no zod on the auth pages) refuse what the server's schemas refuse, with the
// same message key on the same field, and let through what they let through.

type Values = Record<string, string>;

const inBrowser = (checks: Record<string, Check>, values: Values) =>
  Object.fromEntries(Object.entries(checks).flatMap(([field, check]) => (check(values[field]!, values) ? [[field, check(values[field]!, values)]] : [])));
const onServer = (schema: z.ZodType, values: Values) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

// A case's name: the value, or its length when that is the point.
const cases = (values: string[]) => values.map((value) => [value.length > 40 ? `${value.length} characters` : JSON.stringify(value), value] as const);

const emails = [
  "",
  "   ",
  "ana@example.com",
  "  Ana.Souza+ads@Example.COM.br ",
  "not-an-email",
  "ana@",
  "a@b",
  "ana@localhost",
  "a..b@example.com",
  ".ana@example.com",
  "ana@example.c",
  "ana maria@example.com",
  "josé@example.com",
  `${"a".repeat(242)}@example.com`,
  `${"a".repeat(243)}@example.com`,
];
const names = [
  "",
  "   ",
  "Ana Souza",
  "  Ana Souza  ",
  "Dr. Ana Souza",
  "Ana\nSouza",
  "Ana\u202ESouza",
  "www.example.com",
  "Ana https://example.com",
  "Maria.da Silva",
  "a".repeat(120),
  ` ${"a".repeat(120)} `,
  "a".repeat(121),
];
const passwords = ["", " ", "12345", "123456", "  secret  ", "x".repeat(128), "x".repeat(129)];

const signUp = { fullName: checkFullName, email: checkEmail, password: checkNewPassword };
const valid = { fullName: "Ana Souza", email: "ana@example.com", password: "secret123" };

describe("the auth forms' checks in the browser", () => {
  it.each(cases(emails))("sign-up and sign-in answer the schema for the e-mail %s", (_, email) => {
    expect(inBrowser(signUp, { ...valid, email })).toEqual(onServer(signUpSchema, { ...valid, email }));
    const signIn = { email, password: "secret123" };
    expect(inBrowser({ email: checkEmail, password: checkPassword }, signIn)).toEqual(onServer(signInSchema, signIn));
  });

  it.each(cases(names))("sign-up answers the schema for the name %s", (_, fullName) => {
    expect(inBrowser(signUp, { ...valid, fullName })).toEqual(onServer(signUpSchema, { ...valid, fullName }));
  });

  it.each(cases(passwords))("sign-up, sign-in and reset answer the schemas for the password %s", (_, password) => {
    expect(inBrowser(signUp, { ...valid, password })).toEqual(onServer(signUpSchema, { ...valid, password }));
    const signIn = { email: "ana@example.com", password };
    expect(inBrowser({ email: checkEmail, password: checkPassword }, signIn)).toEqual(onServer(signInSchema, signIn));
    for (const confirmPassword of [password, "secret123", ""]) {
      const reset = { password, confirmPassword };
      expect(inBrowser({ password: checkNewPassword, confirmPassword: checkConfirmation }, reset)).toEqual(
        onServer(resetPasswordSchema, { token: "t", ...reset }),
      );
    }
  });

  it("explains bad sign-up input as e2e/accounts.spec.ts reads it", () => {
    expect(inBrowser(signUp, { fullName: "", email: "not-an-email", password: "123" })).toEqual({
      fullName: "auth.errors.fullNameRequired",
      email: "auth.errors.emailInvalid",
      password: "auth.errors.passwordTooShort",
    });
    expect(checkConfirmation("other123", { password: "secret123" })).toBe("auth.errors.passwordsDiffer");
  });
});
