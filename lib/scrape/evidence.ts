import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { READING_LIMITS } from "./reading-limits";

const SLICE = 4096;
const UNSEEN = new Set(["script", "style", "noscript", "svg", "head", "title", "template"]);

/** The page's visible text, whitespace collapsed, up to `limit` characters: read until then, not to the page's end. */
function visibleText(root: AnyNode, limit: number): string {
  let out = "";
  // A stack, not recursion: a page may nest elements deeper than the call stack goes.
  const stack: AnyNode[] = [root];
  while (stack.length > 0 && out.length <= limit) {
    const node = stack.pop()!;
    if (node.type === "text") {
      // In slices, so a text node of megabytes is read only as far as the limit.
      for (let from = 0; from < node.data.length && out.length <= limit; from += SLICE) {
        const piece = node.data.slice(from, from + SLICE).replace(/\s+/g, " ");
        out += out.endsWith(" ") && piece.startsWith(" ") ? piece.slice(1) : piece;
      }
    } else if ((node.type === "tag" && !UNSEEN.has(node.name)) || node.type === "root") {
      const children = (node as Element).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return out.trim().slice(0, limit);
}

/** What the page visibly says and shows, for the AI to check its answers against. */
export function pageEvidence($: CheerioAPI, pageUrl: string): { text: string; images: string[] } {
  const root = $<Element, string>("body").get(0) ?? $.root().get(0)!;
  const text = visibleText(root, READING_LIMITS.evidenceText);
  const images = new Set<string>();
  const sources = [$('meta[property="og:image"]').attr("content"), ...$<Element, string>("img").toArray()];
  for (const source of sources) {
    const src = typeof source === "string" || source === undefined ? source : source.attribs.src;
    if (!src || src.startsWith("data:")) continue;
    try {
      images.add(new URL(src, pageUrl).toString());
    } catch {
      // not an address
    }
    if (images.size >= READING_LIMITS.evidenceImages) break;
  }
  return { text, images: [...images] };
}
