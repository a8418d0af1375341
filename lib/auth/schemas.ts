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

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, { error: "auth.errors.fullNameRequired" }).max(120, { error: "auth.errors.fullNameTooLong" }),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: "auth.errors.passwordTooShort" }).max(PASSWORD_MAX_LENGTH, { error: "auth.errors.passwordTooLong" }),
});

export const resendConfirmationSchema = z.object({ email });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
