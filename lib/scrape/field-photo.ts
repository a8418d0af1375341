import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { firstFound, found, type Step } from "./first-found";
import { text } from "./json-ld";
import type { PageSources } from "./page-sources";
import { meta } from "./page-query";
import type { Platform } from "./platform";
import { galleryImage, isPhotoAddress, nearestImage } from "./product-image";
import { ruleOn } from "./rule-switch";

/** The first value of a list of sources that is a usable photo address; a list item may be a list. */
function firstPhoto(values: unknown[]): string | null {
  for (const value of [values].flat(2)) {
    const url = text(value);
    if (isPhotoAddress(url)) return url;
  }
  return null;
}

// The share image, unless it is plainly the store's generic one ("share.jpg", "default.png", "og_image.png").
function shareImage($: CheerioAPI): string | null {
  const image = meta($, "og:image:secure_url", "og:image", "twitter:image", "twitter:image:src") ?? $('link[rel="image_src"]').attr("href") ?? null;
  const generic = ruleOn("image.share.generic") && /share|default|^og[-_]?image|opengraph|open[-_]graph/i.test(image?.split("/").pop() ?? "");
  return image && !generic && isPhotoAddress(image) ? image : null;
}

export function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url.trim(), base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.toString() : null;
  } catch {
    return null;
  }
}

/** The addresses without repeats, in order; one photo served over http and https is one. */
function distinctPhotos(addresses: (string | null)[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const address of addresses) {
    const key = address?.replace(/^https?:/, "");
    if (!address || !key || seen.has(key)) continue;
    seen.add(key);
    distinct.push(address);
  }
  return distinct;
}

export type PhotoReading = {
  url: string | null;
  /** The page designates it as the product's (structured data or gallery), or says there is none. */
  designated: boolean;
  /** The photos the page's sources give, the reader's first. */
  candidates: string[];
};

/** The product's photo, by its steps in order of trust (rules.ts). */
export function readPhoto($: CheerioAPI, pageUrl: string, sources: PageSources, heading: Element | null, platforms: ReadonlySet<Platform>): PhotoReading {
  const jsonLd = firstPhoto([sources.ld?.image ?? null]);
  const microdata = firstPhoto([sources.micro?.image ?? null]);
  const gallery = galleryImage($, pageUrl, platforms);
  const share = shareImage($);
  const steps: Step<string>[] = [
    ["image.json-ld", () => found(jsonLd)],
    ["image.microdata", () => found(microdata)],
    // A placeholder in the gallery means the product has no photo: no other picture of the page stands in.
    ["image.gallery", () => (gallery?.placeholder ? { none: true } : found(gallery?.url))],
    ["image.share", () => found(share)],
    ["image.nearest", () => found(nearestImage($, heading, pageUrl))],
  ];
  const { value, rule } = firstFound(steps);
  const url = absolute(value, pageUrl);
  const others = [jsonLd, microdata, gallery?.url ?? null, share].map((other) => absolute(other, pageUrl));
  return {
    url,
    designated: url !== null && (rule === "image.json-ld" || rule === "image.microdata" || rule === "image.gallery"),
    candidates: distinctPhotos([url, ...others]),
  };
}
