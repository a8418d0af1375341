// Where the page reader's sources disagree on a field, the model chooses among their values (issue 36): it is
// offered the reader's choice and the others the page supports, and only a value it was offered is taken.
import { z } from "zod";
import type { ReaderCandidates } from "@/lib/scrape/candidates";
import type { ExtractedProduct } from "@/lib/scrape/extract-product";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { isProductPhoto, priceShown } from "./page-shows";

/** Values offered per field, and the longest offered of a text. */
export const CHOICE_LIMITS = { values: 5, title: PRODUCT_LIMITS.title, imageUrl: 1024 } as const;

/** For each field its sources disagree on, the values the model may choose from, the reader's choice first. */
export type ChoiceOffer = Partial<ReaderCandidates>;

function offered<T extends string | number>(mine: T | null, theirs: readonly T[] | undefined, fits: (value: T) => boolean, supported: (value: T) => boolean) {
  // The reader's choice must be among the values, or the model could not keep it.
  if (mine !== null && !fits(mine)) return undefined;
  const others = (theirs ?? []).filter((value) => fits(value) && supported(value));
  const values = [...new Set(mine === null ? others : [mine, ...others])].slice(0, CHOICE_LIMITS.values);
  return values.length > 1 ? values : undefined;
}

/** What to ask the model to choose, or null when the reader's sources agree. */
export function choiceOffer(product: ExtractedProduct, candidates: ReaderCandidates | undefined, text: string): ChoiceOffer | null {
  if (!candidates) return null;
  const shortText = (max: number) => (value: string) => value.trim() !== "" && value.length <= max;
  const offer: ChoiceOffer = {
    title: offered(product.title, candidates.title, shortText(CHOICE_LIMITS.title), () => true),
    price: offered(
      product.price,
      candidates.price,
      (value) => Number.isFinite(value) && value > 0,
      (value) => priceShown(value, text),
    ),
    imageUrl: offered(product.imageUrl, candidates.imageUrl, shortText(CHOICE_LIMITS.imageUrl), isProductPhoto),
  };
  const asked = Object.fromEntries(Object.entries(offer).filter(([, values]) => values !== undefined)) as ChoiceOffer;
  return Object.keys(asked).length > 0 ? asked : null;
}

/** The answer's part for the choice: one value per offered field, or null for none. */
export function choiceSchema(offer: ChoiceOffer) {
  return z.object({
    ...(offer.title && { title: z.string().nullable() }),
    ...(offer.price && { price: z.number().nullable() }),
    ...(offer.imageUrl && { imageUrl: z.string().nullable() }),
  });
}

/** The model's choice for a field, when it is exactly one of the values offered (each already checked against the page). */
export function chosen<F extends keyof ReaderCandidates>(offer: ChoiceOffer | null, field: F, answer: unknown): ReaderCandidates[F][number] | null {
  const values: readonly (string | number)[] = offer?.[field] ?? [];
  return (values.find((value) => value === answer) as ReaderCandidates[F][number] | undefined) ?? null;
}
