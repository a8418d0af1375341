// What a product page shows, for checking the model's answers against it (issue 36): a price its text
// writes, a photo that is neither a placeholder nor the site's artwork.
import { isPhotoAddress, isPlaceholder } from "@/lib/scrape/product-image";
import { ARTWORK_WORDS, escapeRegExp } from "@/lib/scrape/vocabulary";

const GROUPINGS = ["", ".", ",", " ", "'", "’"];

/** How a page may write a price: "1299.9", "1299,90", "1.299,90", "1,299.90", "1 299,90", and "1.299" for a whole one. */
export function priceForms(price: number): string[] {
  const cents = Math.round(price * 100);
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, "0");
  const forms = new Set<string>();
  for (const group of GROUPINGS) {
    const grouped = whole.replace(/\B(?=(?:\d{3})+$)/g, group);
    for (const decimal of [".", ","]) {
      if (group === decimal) continue;
      forms.add(`${grouped}${decimal}${fraction}`);
      if (fraction.endsWith("0")) forms.add(`${grouped}${decimal}${fraction[0]}`);
    }
    if (fraction === "00") forms.add(grouped);
  }
  return [...forms];
}

/** The text writes this price as a whole number: "R$ 1.299,90" shows 1299.9, not 299.9 nor 1299. */
export function priceShown(price: number, text: string): boolean {
  if (!Number.isFinite(price) || price <= 0) return false;
  const form = priceForms(price).map(escapeRegExp).join("|");
  // Not a piece of a longer number: no digit, nor a digit group or decimals, glued before or after.
  return new RegExp(`(?<!\\d|\\d[.,'’])(?:${form})(?!\\d|[.,'’]\\d)`).test(text.replace(/[\u00a0\u2007\u2009\u202f]/g, " "));
}

const ARTWORK = new Set(ARTWORK_WORDS);
const wordsOf = (part: string) =>
  part
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}]+/u);

// isPhotoAddress reads the artwork words whole in a file name, and its artwork folders; a logo also hides in a
// glued name ("LojaLogo.png", "headerBanner.jpg") or a folder an artwork word names ("/banners/", "/sprites/").
function readsAsArtwork(url: string): boolean {
  let path = url.split(/[?#]/)[0]!.replace(/^[a-z]+:\/\/[^/]+/i, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // read as written
  }
  const parts = path.split("/").filter(Boolean);
  const name = parts.pop() ?? "";
  const folderIsArtwork = (folder: string) => ARTWORK.has(folder.toLowerCase()) || ARTWORK.has(folder.toLowerCase().replace(/s$/, ""));
  return wordsOf(name).some((word) => ARTWORK.has(word)) || parts.some(folderIsArtwork);
}

/** An address that can be the product's photo: not a placeholder, a logo, an icon, a banner or a sprite. */
export const isProductPhoto = (url: string) => isPhotoAddress(url) && !isPlaceholder(url) && !readsAsArtwork(url);
