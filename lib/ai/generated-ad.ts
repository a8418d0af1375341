import { z } from "zod";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";

// spec 001 §3 Generated ad and §9 lengths: ad set title 40, primary text 125 characters.
export const HEADLINE_MAX = 40;
export const PRIMARY_TEXT_MAX = 125;
export const AUDIENCE_SEGMENTS_MAX = 20;

export const generatedAdSchema = z.object({
  headline: z.string().trim().min(1).max(HEADLINE_MAX),
  description: z.string().trim().min(1).max(PRIMARY_TEXT_MAX),
  cta: z.enum(CTA_OPTIONS),
  audienceTargeting: z.array(z.string().trim().min(1).max(80)).min(1).max(AUDIENCE_SEGMENTS_MAX),
  objective: z.enum(["Tráfego", "Conversões"]),
  keywords: z.array(z.string().trim().min(1).max(60)).max(20),
});

export type GeneratedAd = z.infer<typeof generatedAdSchema>;

export type ProductForGeneration = { title: string; description: string | null; price: number | null; currency: string | null; url: string };

/** spec 001 §4: the sample content used when generation is unavailable; the flow continues with it. */
export function fallbackAd(product: ProductForGeneration): GeneratedAd {
  const name = product.title.length > HEADLINE_MAX ? `${product.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : product.title;
  const body = `Conheça ${product.title}. Qualidade que você sente no dia a dia — garanta o seu hoje mesmo!`;
  return {
    headline: name,
    description: body.length > PRIMARY_TEXT_MAX ? `${body.slice(0, PRIMARY_TEXT_MAX - 1).trimEnd()}…` : body,
    cta: "SHOP_NOW",
    audienceTargeting: ["Compradores online", "Interessados na categoria do produto", "Adultos de 25 a 45 anos"],
    objective: "Tráfego",
    keywords: [],
  };
}
