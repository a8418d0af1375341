import * as cheerio from "cheerio";

/** What the page visibly says and shows, for the AI to check its answers against. */
export function pageEvidence(html: string, pageUrl: string): { text: string; images: string[] } {
  const $ = cheerio.load(html);
  $("script, style, noscript, svg").remove();
  const text = $("body").text().replace(/\s+/g, " ").trim().slice(0, 20_000);
  const images = new Set<string>();
  const og = $('meta[property="og:image"]').attr("content");
  for (const src of [
    og,
    ...$("img")
      .map((_, element) => $(element).attr("src"))
      .get(),
  ]) {
    if (!src || src.startsWith("data:")) continue;
    try {
      images.add(new URL(src, pageUrl).toString());
    } catch {
      // not an address
    }
    if (images.size >= 20) break;
  }
  return { text, images: [...images] };
}
