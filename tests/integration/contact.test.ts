import { deliverContactMessage } from "@/lib/contact/deliver";
import { contactSchema } from "@/lib/contact/schemas";
import { db } from "@/lib/db";
import { captureLogs } from "@/lib/log/capture";
import { sendMail } from "@/lib/mail";
import { makeUser } from "./factories";
import { outbox, uniqueEmail } from "./helpers";

jest.mock("@/lib/mail", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail")>("@/lib/mail");
  return { ...actual, sendMail: jest.fn(actual.sendMail) };
});

const message = (email: string) => contactSchema.parse({ nome: "Carlos", email, assunto: "Planos", mensagem: "Vocês atendem lojas Shopify?" });

describe("contact messages", () => {
  it("are stored and mailed to an admin, with the sender as reply-to", async () => {
    await makeUser({ admin: true, label: "admin" });
    const sender = uniqueEmail("sender");
    await deliverContactMessage(message(sender));
    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: sender } });
    expect(stored).toMatchObject({ name: "Carlos", subject: "Planos", message: "Vocês atendem lojas Shopify?" });
    expect(stored.mailedAt).toBeInstanceOf(Date);
    const mail = outbox().find((item) => item.replyTo === sender);
    expect(mail).toMatchObject({ subject: "[Contato] Planos" });
    const recipient = await db.user.findUnique({ where: { email: mail!.to }, include: { roles: true } });
    expect(recipient?.roles.map((role) => role.role)).toEqual(["admin"]);
  });

  it("stay stored when the mail cannot be sent", async () => {
    const sender = uniqueEmail("sender");
    jest.mocked(sendMail).mockRejectedValueOnce(new Error("SMTP down"));
    const logs = captureLogs();
    await deliverContactMessage(message(sender));
    logs.restore();
    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: sender } });
    expect(logs.entries).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "[contact] stored message could not be mailed",
        contactMessageId: stored.id,
        err: expect.objectContaining({ message: "SMTP down" }),
      }),
    ]);
    expect(stored.mailedAt).toBeNull();
  });

  it("reject blank and oversized fields before anything is stored", () => {
    expect(contactSchema.safeParse({ nome: " ", email: "a@b.co", assunto: "x", mensagem: "y" }).success).toBe(false);
    expect(contactSchema.safeParse({ nome: "a", email: "a@b.co", assunto: "x", mensagem: "y".repeat(5001) }).success).toBe(false);
  });
});
