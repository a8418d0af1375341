import { z } from "zod";

// Shared by the forms (zodResolver) and the server actions. Messages are message keys.
export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string()
  .trim()
  .min(1, { error: "auth.errors.emailRequired" })
  .max(254, { error: "auth.errors.emailInvalid" })
  .pipe(z.email({ error: "auth.errors.emailInvalid" }))
  .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: "auth.errors.passwordRequired" }).max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" }),
});

// Issue 29: a name is data, printed in the app and in mails. It holds no line break or other control
// character (nor the invisible marks that turn text around), and nothing a mail reader shows as a link.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LINK_LIKE = /:\/\/|www[.\uFF0E\u3002]|[\p{L}\p{N}-][.\uFF0E\u3002]\p{L}{2,}/iu;

/** Whether a name can be shown anywhere as it is: no control characters, nothing that reads as a link. */
export const isPlainName = (name: string) => !CONTROL_CHARACTERS.test(name) && !LINK_LIKE.test(name);

export const signUpSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: "auth.errors.fullNameRequired" })
    .max(120, { error: "auth.errors.fullNameTooLong" })
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
