import { defaultLocale, type Locale } from "./config";

/**
 * The locale a first visit gets from the browser's Accept-Language (decision 012): the most preferred
 * language we speak, Portuguese for any pt or pt-* tag, English otherwise and by default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    // Highest q first; equal weights keep the order the browser wrote them in.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split("-")[0];
    if (language === "pt") return "pt";
    if (language === "en") return "en";
  }
  return defaultLocale;
}
