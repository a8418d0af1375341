// The placement formats every image creative is rendered in, and the crop arithmetic shared by the server
// (smart crop, rendering) and the browser (the seller drags and pinches each crop). No node imports.
//
// Sizes and ratios (Meta's ads guide, https://www.facebook.com/business/ads-guide):
//  - Feed image, https://www.facebook.com/business/ads-guide/image/facebook-feed : "at least 1080 x 1080 pixels",
//    minimum width 600 px. 4:5 (1080 wide, so 1350 high) is the tallest feed image the Marketing API takes
//    ("4:5 Image ... at least 600x750px"), https://developers.facebook.com/documentation/ads-commerce/instagram/ads-api/reference/media-requirements
//  - Stories, https://www.facebook.com/business/ads-guide/image/facebook-story : 9:16, 1080 × 1920, minimum
//    width 500 px, "consider leaving roughly 14% (250 pixels) of the top and 20% (340 pixels) of the bottom of
//    the image free from text, logos, or other creative elements".
//  - Reels: 14% of the top, 6% of each side and 35% of the bottom free of text and logos (Meta's Reels guidance,
//    as republished at https://mediamaxnetwork.com/digital-specifications/social-ads/ ; Meta's own page was not
//    retrievable). No figure is published for WhatsApp Status; it takes the 9:16 image and its zone.
//  - Crop keys: https://developers.facebook.com/docs/marketing-api/reference/ads-image-crops/

export type FormatId = "square" | "portrait" | "vertical";
export type Placement = "feed" | "mobile-feed" | "stories" | "reels" | "whatsapp-status";
/** Width : height, in lowest terms. */
export type Ratio = readonly [number, number];

/** Fractions of the frame (top and bottom of its height, each side of its width) to keep free of key content. */
export interface SafeZone {
  readonly top: number;
  readonly bottom: number;
  readonly sides: number;
}

export interface PlacementFormat {
  readonly id: FormatId;
  readonly ratio: Ratio;
  /** The rendered size, Meta's recommendation. */
  readonly width: number;
  readonly height: number;
  /** Meta's minimum image width for the placement. */
  readonly minWidth: number;
  readonly uses: readonly Placement[];
  /** The `image_crops` key of the Marketing API for this ratio. */
  readonly metaCropKey: "100x100" | "400x500" | "90x160";
  readonly safeZone: SafeZone | null;
}

export const SAFE_ZONES = {
  stories: { top: 0.14, bottom: 0.2, sides: 0 },
  reels: { top: 0.14, bottom: 0.35, sides: 0.06 },
} as const satisfies Record<string, SafeZone>;

export const PLACEMENT_FORMATS: readonly PlacementFormat[] = [
  { id: "square", ratio: [1, 1], width: 1080, height: 1080, minWidth: 600, uses: ["feed"], metaCropKey: "100x100", safeZone: null },
  { id: "portrait", ratio: [4, 5], width: 1080, height: 1350, minWidth: 600, uses: ["mobile-feed"], metaCropKey: "400x500", safeZone: null },
  // One 9:16 image serves Stories, Reels and Status, so it keeps the strictest zone (Reels).
  {
    id: "vertical",
    ratio: [9, 16],
    width: 1080,
    height: 1920,
    minWidth: 500,
    uses: ["stories", "reels", "whatsapp-status"],
    metaCropKey: "90x160",
    safeZone: SAFE_ZONES.reels,
  },
];

export const FORMAT_IDS: readonly FormatId[] = PLACEMENT_FORMATS.map((format) => format.id);

export function formatById(id: FormatId): PlacementFormat {
  const format = PLACEMENT_FORMATS.find((candidate) => candidate.id === id);
  if (!format) throw new Error(`Unknown placement format ${String(id)}`);
  return format;
}

/** A rectangle of the source image, each value a fraction (0..1) of the source's width or height. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
/** A rectangle in whole source pixels. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const CENTRE: Point = { x: 0.5, y: 0.5 };
/** The shorter side, in source pixels, below which the seller cannot zoom a crop (unless the image is smaller). */
export const MIN_CROP_SIDE = 100;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** The largest whole-pixel size of the ratio inside maxWidth × maxHeight (no wider than `width`): the height is
 * the width's exact height rounded, so never more than half a pixel off-ratio (a pixel on 1-pixel images). */
function ratioSize(maxWidth: number, maxHeight: number, [a, b]: Ratio, width = Infinity) {
  let w = Math.max(1, Math.min(maxWidth, Math.floor(width), Math.floor((maxHeight * a) / b) + 1));
  while (w > 1 && Math.round((w * b) / a) > maxHeight) w--;
  return { width: w, height: clamp(Math.round((w * b) / a), 1, maxHeight) };
}

function normalise({ left, top, width, height }: PixelRect, sourceWidth: number, sourceHeight: number): Crop {
  return { x: left / sourceWidth, y: top / sourceHeight, width: width / sourceWidth, height: height / sourceHeight };
}

/** The crop in whole pixels, always inside the image and at least one pixel. */
export function cropToPixels(crop: Crop, sourceWidth: number, sourceHeight: number): PixelRect {
  const width = clamp(Math.round(finiteOr(crop.width, 1) * sourceWidth), 1, sourceWidth);
  const height = clamp(Math.round(finiteOr(crop.height, 1) * sourceHeight), 1, sourceHeight);
  const left = clamp(Math.round(finiteOr(crop.x, 0) * sourceWidth), 0, sourceWidth - width);
  const top = clamp(Math.round(finiteOr(crop.y, 0) * sourceHeight), 0, sourceHeight - height);
  return { left, top, width, height };
}

/** The largest rectangle of the ratio inside the image, centred on the focus as far as the edges allow. */
export function cropForRatio(sourceWidth: number, sourceHeight: number, ratio: Ratio, focus: Point = CENTRE): Crop {
  const { width, height } = ratioSize(sourceWidth, sourceHeight, ratio);
  const left = clamp(Math.round(finiteOr(focus.x, 0.5) * sourceWidth - width / 2), 0, sourceWidth - width);
  const top = clamp(Math.round(finiteOr(focus.y, 0.5) * sourceHeight - height / 2), 0, sourceHeight - height);
  return normalise({ left, top, width, height }, sourceWidth, sourceHeight);
}

/** A seller-moved or -zoomed crop made valid: the ratio in whole pixels, inside the image, between the minimum
 * size and the largest crop, around the same centre. */
export function clampCrop(crop: Crop, sourceWidth: number, sourceHeight: number, ratio: Ratio, minSide = MIN_CROP_SIDE): Crop {
  const [a, b] = ratio;
  const largest = ratioSize(sourceWidth, sourceHeight, ratio);
  // A pinch can leave width and height slightly off-ratio: keep the area.
  const wanted = Math.sqrt(crop.width * sourceWidth * ((crop.height * sourceHeight * a) / b));
  const minWidth = Math.min(largest.width, a <= b ? minSide : (minSide * a) / b);
  const { width, height } = ratioSize(sourceWidth, sourceHeight, ratio, clamp(wanted > 0 ? wanted : largest.width, minWidth, largest.width));
  const centreX = finiteOr((crop.x + crop.width / 2) * sourceWidth, sourceWidth / 2);
  const centreY = finiteOr((crop.y + crop.height / 2) * sourceHeight, sourceHeight / 2);
  const left = clamp(Math.round(centreX - width / 2), 0, sourceWidth - width);
  const top = clamp(Math.round(centreY - height / 2), 0, sourceHeight - height);
  return normalise({ left, top, width, height }, sourceWidth, sourceHeight);
}

/** Where key content should sit in a format's frame: the middle of what its safe zone leaves. */
export function safeCentre(format: PlacementFormat): Point {
  const zone = format.safeZone;
  return zone ? { x: 0.5, y: zone.top + (1 - zone.top - zone.bottom) / 2 } : CENTRE;
}

/** The largest crop of the ratio that keeps the whole box (the product), the box's centre put at `anchor` of the
 * crop where the image allows. `fits` is false when the box is wider or taller than that crop. */
export function cropContaining(sourceWidth: number, sourceHeight: number, ratio: Ratio, box: Crop, anchor: Point = CENTRE): { crop: Crop; fits: boolean } {
  const size = ratioSize(sourceWidth, sourceHeight, ratio);
  const product = cropToPixels(box, sourceWidth, sourceHeight);
  const place = (start: number, length: number, span: number, full: number, at: number) => {
    const wanted = Math.round(start + length / 2 - at * span);
    const keeping = length <= span ? clamp(wanted, start + length - span, start) : wanted;
    return clamp(keeping, 0, full - span);
  };
  const left = place(product.left, product.width, size.width, sourceWidth, anchor.x);
  const top = place(product.top, product.height, size.height, sourceHeight, anchor.y);
  return {
    crop: normalise({ left, top, ...size }, sourceWidth, sourceHeight),
    fits: product.width <= size.width && product.height <= size.height,
  };
}
