import { z } from "zod";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";
import { WHATSAPP_MESSAGE_MAX } from "@/lib/campaigns/model";

// spec 001 §3 Generated ad and §9 lengths: ad set title 40, primary text 125 characters.
export const HEADLINE_MAX = 40;
export const PRIMARY_TEXT_MAX = 125;
export const AUDIENCE_SEGMENTS_MAX = 20;

/** Options the AI wrote for one field, the first the one used (issue 35: two alternatives the seller can pick). */
const options = (max: number) => z.array(z.string().trim().min(1).max(max)).min(1).max(COPY_OPTIONS);
export const COPY_OPTIONS = 3;

/** Copy written for one ad set's audience (index-aligned with the sets lib/wizard/ad-sets makes). */
export const audienceCopySchema = z.object({ title: options(HEADLINE_MAX), primaryText: options(PRIMARY_TEXT_MAX) });
export type AudienceCopy = z.infer<typeof audienceCopySchema>;

export const generatedAdSchema = z.object({
  headline: z.string().trim().min(1).max(HEADLINE_MAX),
  description: z.string().trim().min(1).max(PRIMARY_TEXT_MAX),
  cta: z.enum(CTA_OPTIONS),
  audienceTargeting: z.array(z.string().trim().min(1).max(80)).min(1).max(AUDIENCE_SEGMENTS_MAX),
  objective: z.enum(["Tráfego", "Conversões"]),
  keywords: z.array(z.string().trim().min(1).max(60)).max(20),
  // Issue 34, click-to-WhatsApp: the message the customer's WhatsApp opens with, and a primary text that
  // invites a chat instead of a visit. Optional: drafts made before them have neither.
  whatsappMessage: z.string().trim().min(1).max(WHATSAPP_MESSAGE_MAX).optional(),
  chatText: z.string().trim().min(1).max(PRIMARY_TEXT_MAX).optional(),
  // Issue 35: each ad set's copy for its own audience, written after the segments are grouped.
  audienceCopy: z.array(audienceCopySchema).max(5).optional(),
});

export type GeneratedAd = z.infer<typeof generatedAdSchema>;

export type ProductForGeneration = { title: string; description: string | null; price: number | null; currency: string | null; url: string };

/** spec 001 §4: the sample content used when generation is unavailable; the flow continues with it. */
export function fallbackAd(product: ProductForGeneration): GeneratedAd {
  const name = product.title.length > HEADLINE_MAX ? `${product.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : product.title;
  const body = `Conheça ${product.title}. Qualidade que você sente no dia a dia — garanta o seu hoje mesmo!`;
  const chat = `${product.title}: tire suas dúvidas e peça o seu. Chame no WhatsApp!`;
  return {
    headline: name,
    description: body.length > PRIMARY_TEXT_MAX ? `${body.slice(0, PRIMARY_TEXT_MAX - 1).trimEnd()}…` : body,
    cta: "SHOP_NOW",
    audienceTargeting: ["Compradores online", "Interessados na categoria do produto", "Adultos de 25 a 45 anos"],
    objective: "Tráfego",
    keywords: [],
    whatsappMessage: whatsappGreeting(product),
    chatText: chat.length > PRIMARY_TEXT_MAX ? `${chat.slice(0, PRIMARY_TEXT_MAX - 1).trimEnd()}…` : chat,
  };
}

/**
 * The greeting a WhatsApp ad fills in when the AI wrote none: the product's name and, when the page
 * shows one, its price ("Oi! Tenho interesse em: Tênis Corrida Pro (R$ 299,90)"), within Meta's limit.
 */
export function whatsappGreeting(product: Pick<ProductForGeneration, "title" | "price" | "currency">): string {
  const price =
    product.price !== null && product.price > 0
      ? ` (${new Intl.NumberFormat("pt-BR", { style: "currency", currency: /^[A-Z]{3}$/.test(product.currency ?? "") ? product.currency! : "BRL" }).format(product.price).replace(/\s/gu, " ")})`
      : "";
  const message = `Oi! Tenho interesse em: ${product.title.trim()}${price}`;
  return message.length > WHATSAPP_MESSAGE_MAX ? `${message.slice(0, WHATSAPP_MESSAGE_MAX - 1).trimEnd()}…` : message;
}
