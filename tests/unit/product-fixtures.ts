import { readFileSync } from "node:fs";
import path from "node:path";

// The shared corpus of real product pages with their expected values (../shared/fixtures).
export const FIXTURES_DIR = path.join(process.cwd(), "..", "shared", "fixtures", "product-pages");

type ManifestEntry = {
  file: string;
  is_marketplace: boolean;
  source_url: string;
  image_key?: string;
  accepted_prices?: number[];
  ground_truth: { title: string; price: number | null; currency: string; image: string };
};

export type Fixture = {
  file: string;
  url: string;
  html: string;
  isMarketplace: boolean;
  imageKey?: string;
  acceptedPrices: number[];
  truth: ManifestEntry["ground_truth"];
};

export function loadFixtures(): Fixture[] {
  const manifest = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "manifest.json"), "utf8")) as { files: ManifestEntry[] };
  return manifest.files.map((entry) => ({
    file: entry.file,
    url: entry.source_url,
    html: readFileSync(path.join(FIXTURES_DIR, entry.file), "utf8"),
    isMarketplace: entry.is_marketplace,
    imageKey: entry.image_key,
    acceptedPrices: entry.accepted_prices ?? [],
    truth: entry.ground_truth,
  }));
}

const normalise = (value: string | null) => (value ?? "").normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
const withoutScheme = (url: string | null) => (url ?? "").replace(/^https?:\/\//, "").replace(/&amp;/g, "&");

export function scoreFixture(fixture: Fixture, result: { title: string | null; price: number | null; imageUrl: string | null }) {
  const expectedPrices = fixture.truth.price === null ? [] : [fixture.truth.price, ...fixture.acceptedPrices];
  return {
    title: normalise(result.title) === normalise(fixture.truth.title),
    price:
      fixture.truth.price === null ? result.price === null : expectedPrices.some((price) => result.price !== null && Math.abs(result.price - price) < 0.005),
    image: withoutScheme(result.imageUrl) === withoutScheme(fixture.truth.image) || Boolean(fixture.imageKey && result.imageUrl?.includes(fixture.imageKey)),
  };
}
