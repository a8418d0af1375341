import { z } from "zod";
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, isPlainName, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./rules";

// The server actions' schemas (the browser checks the same rules without zod: components/auth/checks.ts).
// Messages are message keys.

const email = z
  .string()
  .trim()
  .min(1, { error: "auth.errors.emailRequired" })
  .max(EMAIL_MAX_LENGTH, { error: "auth.errors.emailInvalid" })
  .pipe(z.email({ error: "auth.errors.emailInvalid" }))
  .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: "auth.errors.passwordRequired" }).max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" }),
});

export const signUpSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: "auth.errors.fullNameRequired" })
    .max(FULL_NAME_MAX_LENGTH, { error: "auth.errors.fullNameTooLong" })
    .refine(isPlainName, { error: "auth.errors.fullNameInvalid" }),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: "auth.errors.passwordTooShort" }).max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" }),
});

export const resendConfirmationSchema = z.object({ email });

/** The mailed confirmation link's token and the password chosen at sign-up (issue 29). */
export const confirmEmailSchema = z.object({
  token: z.string().max(200),
  password: z.string().min(1, { error: "auth.errors.passwordRequired" }).max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" }),
});

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: "auth.errors.passwordTooShort" })
  .max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" });
const confirmation = z.string().max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" });
const sameTwice = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;
// Compared only once both passwords are themselves valid, so a refusal names the field that is wrong.
const differ = { error: "auth.errors.passwordsDiffer", path: ["confirmPassword"], when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token: z.string().max(200), password: newPassword, confirmPassword: confirmation }).refine(sameTwice, differ);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "auth.errors.passwordRequired" }).max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" }),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine(sameTwice, differ);

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
