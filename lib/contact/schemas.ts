import { z } from "zod";

const required = (max: number, tooLong: string) => z.string().trim().min(1, { error: "contact.errors.required" }).max(max, { error: tooLong });

export const contactSchema = z.object({
  nome: required(120, "contact.errors.tooLong"),
  email: z
    .string()
    .trim()
    .min(1, { error: "contact.errors.required" })
    .max(254, { error: "contact.errors.emailInvalid" })
    .pipe(z.email({ error: "contact.errors.emailInvalid" })),
  assunto: required(200, "contact.errors.tooLong"),
  mensagem: required(5000, "contact.errors.messageTooLong"),
});

export type ContactInput = z.input<typeof contactSchema>;
