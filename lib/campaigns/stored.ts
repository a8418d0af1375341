import { z } from "zod";
import { AD_SET_TEXT_MAX, AD_SET_TITLE_MAX } from "./config-schema";

// The items a campaign keeps in its JSON columns (creatives, ad_sets_config; 001 §3, §7). One shape for
// what the wizard saves, what the pages show and what publishing and edits send to Meta, so what the
// app shows is what Meta gets.

export const metaInterestSchema = z.object({
  id: z.string().max(64),
  name: z.string().max(200),
  audience_size: z.number().optional(),
  why: z.string().max(500).optional(),
});

export const adSetSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  title: z.string().max(AD_SET_TITLE_MAX),
  primaryText: z.string().max(AD_SET_TEXT_MAX),
  audience: z.array(z.string().trim().min(1).max(100)).max(20),
  metaInterests: z.array(metaInterestSchema).max(60),
  budget: z.number().int().min(0),
  enabled: z.boolean(),
});

const fraction = z.number().min(0).max(1);
/** A rectangle of the image, each value a fraction of its width or height (lib/images/placements/formats.ts). */
const cropSchema = z.object({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) });
/** A format's crop, or null: the whole image fitted on its own backdrop (the product cannot be cropped to the format). */
const formatCropSchema = cropSchema.nullable();

/**
 * Issue 35: an image creative's version for each placement format (1:1 feed, 4:5 mobile feed, 9:16 Stories,
 * Reels and Status), as crops of the stored image of this size. What the preview shows is what publishing renders.
 */
export const placementsSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  crops: z.object({ square: formatCropSchema, portrait: formatCropSchema, vertical: formatCropSchema }),
});
export type CreativePlacements = z.infer<typeof placementsSchema>;

export const creativeSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["image", "video"]),
  url: z.string().max(2048),
  name: z.string().max(255),
  generated: z.boolean(),
  isMain: z.boolean(),
  placements: placementsSchema.optional(),
});

export type StoredAdSet = z.infer<typeof adSetSchema>;
export type StoredCreative = z.infer<typeof creativeSchema>;

/** Whether no two items share an id: a publish run keeps each item's Meta objects under its id. */
export const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

/** The stored ad sets: those of the saved shape, the first of any that repeat an id. */
export const storedAdSets = (value: unknown): StoredAdSet[] => firstOfEachId(storedList(value, adSetSchema));

/** The stored creatives: those of the saved shape, the first of any that repeat an id. */
export const storedCreatives = (value: unknown): StoredCreative[] => firstOfEachId(storedList(value, creativeSchema));

/** The items of a JSON column (older rows hold it as JSON text, 001 §3) that match `schema`, the others dropped. */
function storedList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  const raw: unknown = typeof value === "string" ? parsedJson(value) : value;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const firstOfEachId = <T extends { id: string }>(items: T[]) => items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
