import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getDomain } from "tldts";

// The corpora of product pages with their expected values: two of real store pages (../shared/fixtures)
// and one of Brazilian store pages written in each platform's markup (tests/fixtures/product-pages-br).
// Scoring follows product-pages-2's manifest ("scoring_rules"), applied to all three.
export const CORPORA = {
  "product-pages": path.join(process.cwd(), "..", "shared", "fixtures", "product-pages"),
  "product-pages-2": path.join(process.cwd(), "..", "shared", "fixtures", "product-pages-2"),
  "product-pages-br": path.join(process.cwd(), "tests", "fixtures", "product-pages-br"),
  // Issue 36: real store pages from sources no rule was tuned on (saved in public repositories; manifest.json
  // names each page's source), all held out.
  "product-pages-held-out": path.join(process.cwd(), "tests", "fixtures", "product-pages-held-out"),
} as const;
export type Corpus = keyof typeof CORPORA;

type Truth = { title: string; price: number | null; currency: string; image: string | null };

type ManifestEntry = {
  file: string;
  is_marketplace: boolean;
  source_url?: string;
  url?: string;
  limited?: boolean;
  image_key?: string;
  accepted_prices?: number[];
  ground_truth?: Truth;
  scoring?: {
    title_alternates?: string[];
    store_names?: string[];
    accepted_prices?: number[];
    price_scored?: boolean;
    image_keys?: string[];
    image_keys_lenient?: string[];
    image_key_only?: boolean;
  };
};

export type Fixture = {
  corpus: string;
  file: string;
  url: string;
  html: string;
  isMarketplace: boolean;
  /** A page with no product to sell from: the reader must say "limited data" (spec 001 §4). */
  limited: boolean;
  truth: Truth | null;
  titleAlternates: string[];
  storeNames: string[];
  acceptedPrices: number[];
  priceScored: boolean;
  imageKeys: string[];
  imageKeysLenient: string[];
  imageKeyOnly: boolean;
};

function manifestEntries(dir: string): ManifestEntry[] {
  // The Brazilian corpus keeps one manifest per part (manifest.a.json, …); the shared ones a single file.
  const files = existsSync(dir) ? ["manifest.json", "manifest.a.json", "manifest.b.json"].filter((name) => existsSync(path.join(dir, name))) : [];
  return files.flatMap((name) => {
    const manifest = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as { files: ManifestEntry[]; marketplaces?: ManifestEntry[] };
    return [...manifest.files, ...(manifest.marketplaces ?? [])];
  });
}

/** A corpus by name, or any folder of pages with a manifest in the same format (a held-out set). */
export function loadCorpus(corpus: Corpus | string, dir: string = CORPORA[corpus as Corpus]): Fixture[] {
  return manifestEntries(dir).map((entry) => ({
    corpus,
    file: entry.file,
    url: entry.url ?? entry.source_url ?? "",
    html: readFileSync(path.join(dir, entry.file), "utf8"),
    isMarketplace: entry.is_marketplace,
    limited: entry.limited ?? false,
    truth: entry.ground_truth ?? null,
    titleAlternates: entry.scoring?.title_alternates ?? [],
    storeNames: entry.scoring?.store_names ?? [],
    acceptedPrices: entry.scoring?.accepted_prices ?? entry.accepted_prices ?? [],
    priceScored: entry.scoring?.price_scored ?? true,
    imageKeys: entry.scoring?.image_keys ?? (entry.image_key ? [entry.image_key] : []),
    imageKeysLenient: entry.scoring?.image_keys_lenient ?? [],
    imageKeyOnly: entry.scoring?.image_key_only ?? false,
  }));
}

/** The shop a page is from: its registrable domain by the Public Suffix List (a shop's subdomains are the shop). */
export function shopOf(fixture: Pick<Fixture, "url">): string {
  const host = new URL(fixture.url).hostname;
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

const TUNING_SHOPS = new Set<string>(
  (JSON.parse(readFileSync(path.join(process.cwd(), "tests", "fixtures", "reader-tuning-shops.json"), "utf8")) as { tuning: string[] }).tuning,
);

/** Issue 36: whether the reader's rules may be tuned on a page's shop, or the page is held out (every shop not listed). */
export const sideOf = (fixture: Pick<Fixture, "url">): "tuning" | "held-out" => (TUNING_SHOPS.has(shopOf(fixture)) ? "tuning" : "held-out");

/** The first corpus, as issue 4 measured it. */
export const loadFixtures = () => loadCorpus("product-pages");

const normalise = (value: string | null) =>
  (value ?? "")
    .normalize("NFKC")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The title without a leading or trailing segment that names the store ("X | Store", "Store - X", "X at Store"). */
function withoutStoreSegment(title: string, store: string): string {
  const name = escapeRegExp(normalise(store));
  return title
    .replace(new RegExp(`^${name}\\s*[|\\-–—:·]\\s*`), "")
    .replace(new RegExp(`\\s*[|\\-–—:·]\\s*${name}$`), "")
    .replace(new RegExp(`\\s+(?:at|by|from|bei)\\s+${name}$`), "")
    .trim();
}

function titleMatches(fixture: Fixture, title: string | null, lenient: boolean): boolean {
  const got = normalise(title);
  const expected = normalise(fixture.truth?.title ?? null);
  if (got === expected) return true;
  if (!lenient) return false;
  if (fixture.titleAlternates.some((alternate) => normalise(alternate) === got)) return true;
  return fixture.storeNames.some((store) => withoutStoreSegment(got, store) === expected);
}

const decodedUrl = (url: string) => {
  const unescaped = url.replace(/&amp;/g, "&");
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
};
const bareUrl = (url: string) =>
  decodedUrl(url)
    .replace(/^https?:\/\//, "")
    .replace(/[?#].*$/, "");

function imageMatches(fixture: Fixture, imageUrl: string | null, lenient: boolean): boolean {
  const expected = fixture.truth?.image ?? null;
  const keys = lenient ? [...fixture.imageKeys, ...fixture.imageKeysLenient] : fixture.imageKeys;
  if (!imageUrl) return expected === null;
  const got = decodedUrl(imageUrl);
  // Lenient: another photo the page designates counts, even where the page shows none (og:image only).
  if (keys.some((key) => got.includes(key))) return true;
  return expected !== null && !fixture.imageKeyOnly && bareUrl(imageUrl) === bareUrl(expected);
}

export type Extracted = { title: string | null; price: number | null; imageUrl: string | null };

/**
 * Each field right or wrong; price is null (not scored) on a page whose own price is unreadable.
 * title and image are lenient as the issue measures them: a store-name segment may stay in the title, and
 * another photo the page itself designates counts.
 */
export function scoreFixture(fixture: Fixture, result: Extracted) {
  const truth = fixture.truth;
  const expectedPrices = truth?.price == null ? [] : [truth.price, ...fixture.acceptedPrices];
  return {
    title: titleMatches(fixture, result.title, true),
    titleStrict: titleMatches(fixture, result.title, false),
    price: !fixture.priceScored
      ? null
      : truth?.price == null
        ? result.price === null
        : expectedPrices.some((price) => result.price !== null && Math.abs(result.price - price) < 0.005),
    image: imageMatches(fixture, result.imageUrl, true),
    imageStrict: imageMatches(fixture, result.imageUrl, false),
  };
}
