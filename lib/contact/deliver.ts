import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { requestLogger } from "@/lib/log/request";
import { sendMail } from "@/lib/mail";
import type { z } from "zod";
import type { contactSchema } from "./schemas";

type ContactMessage = z.output<typeof contactSchema>;

async function adminAddress(): Promise<string | null> {
  if (env.CONTACT_EMAIL) return env.CONTACT_EMAIL;
  const admin = await db.userRole.findFirst({
    where: { role: "admin" },
    orderBy: { createdAt: "asc" },
    select: { user: { select: { email: true } } },
  });
  return admin?.user.email ?? null;
}

/** Stores the message, then mails it; a mail failure is logged and the stored message kept. */
export async function deliverContactMessage(message: ContactMessage): Promise<void> {
  const stored = await db.contactMessage.create({
    data: { name: message.nome, email: message.email, subject: message.assunto, message: message.mensagem },
  });
  const to = await adminAddress();
  if (!to) return;
  try {
    await sendMail({
      to,
      replyTo: message.email,
      subject: `[Contato] ${message.assunto}`,
      text: `${message.nome} <${message.email}>\n\n${message.mensagem}`,
    });
    await db.contactMessage.update({ where: { id: stored.id }, data: { mailedAt: new Date() } });
  } catch (error) {
    (await requestLogger()).error({ err: error, contactMessageId: stored.id }, "[contact] stored message could not be mailed");
  }
}
