import "server-only";
import sharp, { type Sharp } from "sharp";
import {
  CENTRE,
  PLACEMENT_FORMATS,
  clampCrop,
  cropContaining,
  cropForRatio,
  cropToPixels,
  formatById,
  safeCentre,
  type Crop,
  type FormatId,
  type Point,
} from "./formats";

// Finding the product: product photos usually sit on a plain (or transparent) backdrop, so the box of what
// differs from the border's colour is the product. Failing that, sharp's attention strategy (skin, saturation,
// luminance frequency) gives a point to centre on. The analysis runs on a copy at most this many pixels a side.
const ANALYSIS_SIDE = 512;
// Colour distance from the backdrop still counted as backdrop (sharp's default is 10): JPEG noise, soft shadows.
const THRESHOLD = 24;
// The share of border pixels that must be the backdrop colour for the photo to count as a plain-backdrop shot.
const PLAIN_BORDER = 0.6;
const JPEG_QUALITY = 90;
const WHITE = "#ffffff";

export interface SuggestedCrops {
  /** The source's size once its EXIF orientation is applied: the space the crops are in. */
  width: number;
  height: number;
  /** The product's box, or null when the photo has no plain backdrop to find it against (or is plain all over). */
  product: Crop | null;
  /** The point the crops centre on: the product's centre, else the attention strategy's focus (a plain image's centre). */
  focus: Point;
  crops: Record<FormatId, Crop>;
  /** False: the product does not fit this format's largest crop; pad (padToRatio) or extend the image instead. */
  fits: Record<FormatId, boolean>;
}

export interface RenderOptions {
  /** Default: PNG when the source has an alpha channel, else JPEG. A JPEG of a transparent source is flattened on white. */
  output?: "jpeg" | "png";
}

type Rgba = { r: number; g: number; b: number; alpha: number };
interface Analysis {
  data: Buffer;
  width: number;
  height: number;
  border: Rgba;
  /** Whether the border is one plain colour (or transparent). */
  plain: boolean;
}

const decode = (bytes: Uint8Array) => sharp(bytes, { autoOrient: true });

async function orientedSize(bytes: Uint8Array) {
  const { autoOrient, hasAlpha } = await decode(bytes).metadata();
  return { width: autoOrient.width, height: autoOrient.height, hasAlpha: hasAlpha === true };
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function analyse(bytes: Uint8Array): Promise<Analysis> {
  const { data, info } = await decode(bytes)
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const ring: number[] = [];
  for (let x = 0; x < width; x++) ring.push(x, x + (height - 1) * width);
  for (let y = 1; y < height - 1; y++) ring.push(y * width, y * width + width - 1);
  const channel = (c: number) => ring.map((pixel) => data[pixel * 4 + c] ?? 0);
  const [r, g, b, a] = [0, 1, 2, 3].map((c) => median(channel(c))) as [number, number, number, number];
  const transparent = a < 128;
  const backdrop = (pixel: number) =>
    transparent ? (data[pixel * 4 + 3] ?? 0) <= THRESHOLD : [r, g, b].every((value, c) => Math.abs((data[pixel * 4 + c] ?? 0) - value) <= THRESHOLD);
  const plain = ring.filter(backdrop).length >= PLAIN_BORDER * ring.length;
  return { data, width, height, border: { r, g, b, alpha: a / 255 }, plain };
}

/** The product's box in the source, from sharp's trim against the backdrop (its alpha when transparent). */
async function productBox(analysis: Analysis, sourceWidth: number, sourceHeight: number): Promise<Crop | null> {
  const { data, width, height, border } = analysis;
  // sharp cannot trim an image under 3 × 3 pixels.
  if (!analysis.plain || width < 3 || height < 3) return null;
  const transparent = border.alpha < 0.5;
  // Trim runs first in sharp's pipeline, so the plane it looks at is built here rather than by extractChannel.
  const channels = transparent ? 1 : 3;
  const plane = Buffer.alloc(width * height * channels);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let c = 0; c < channels; c++) plane[pixel * channels + c] = data[pixel * 4 + (transparent ? 3 : c)] ?? 0;
  }
  const { info } = await sharp(plane, { raw: { width, height, channels } })
    .trim({ background: transparent ? "#000000" : { r: border.r, g: border.g, b: border.b }, threshold: THRESHOLD })
    .toBuffer({ resolveWithObject: true });
  const left = Math.abs(info.trimOffsetLeft ?? 0);
  const top = Math.abs(info.trimOffsetTop ?? 0);
  if (info.width >= width && info.height >= height) return null;
  // Back to source pixels, rounded outwards so the box never loses an edge of the product.
  const sx = sourceWidth / width;
  const sy = sourceHeight / height;
  const x0 = Math.max(0, Math.floor(left * sx));
  const y0 = Math.max(0, Math.floor(top * sy));
  const x1 = Math.min(sourceWidth, Math.ceil((left + info.width) * sx));
  const y1 = Math.min(sourceHeight, Math.ceil((top + info.height) * sy));
  return { x: x0 / sourceWidth, y: y0 / sourceHeight, width: (x1 - x0) / sourceWidth, height: (y1 - y0) / sourceHeight };
}

async function attentionFocus({ data, width, height }: Analysis): Promise<Point> {
  const side = Math.min(width, height);
  const { info } = await sharp(data, { raw: { width, height, channels: 4 } })
    .resize(side, side, { fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // attentionX/Y are in the image scaled to cover (here unscaled); a square image has nothing to rank.
  if (info.attentionX === undefined || info.attentionY === undefined) return CENTRE;
  return { x: info.attentionX / width, y: info.attentionY / height };
}

/** Each format's proposed crop of the image, keeping the product in frame (and in a 9:16 frame's safe zone). */
export async function suggestCrops(bytes: Uint8Array): Promise<SuggestedCrops> {
  const { width, height } = await orientedSize(bytes);
  const analysis = await analyse(bytes);
  const product = await productBox(analysis, width, height);
  // A plain border with no box inside is a plain image (or a product filling the frame): nothing to chase.
  const focus = product ? { x: product.x + product.width / 2, y: product.y + product.height / 2 } : analysis.plain ? CENTRE : await attentionFocus(analysis);
  const suggestions = PLACEMENT_FORMATS.map((format) => {
    const { crop, fits } = product
      ? cropContaining(width, height, format.ratio, product, safeCentre(format))
      : { crop: cropForRatio(width, height, format.ratio, focus), fits: true };
    return [format.id, crop, fits] as const;
  });
  return {
    width,
    height,
    product,
    focus,
    crops: Object.fromEntries(suggestions.map(([id, crop]) => [id, crop])) as Record<FormatId, Crop>,
    fits: Object.fromEntries(suggestions.map(([id, , fits]) => [id, fits])) as Record<FormatId, boolean>,
  };
}

function encode(image: Sharp, hasAlpha: boolean, options: RenderOptions): Promise<Buffer> {
  const output = options.output ?? (hasAlpha ? "png" : "jpeg");
  return output === "png" ? image.png().toBuffer() : image.flatten({ background: WHITE }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** The crop (made valid for the format first) resized to the format's output size. */
export async function renderPlacement(bytes: Uint8Array, crop: Crop, formatId: FormatId, options: RenderOptions = {}): Promise<Uint8Array> {
  const format = formatById(formatId);
  const { width, height, hasAlpha } = await orientedSize(bytes);
  const region = cropToPixels(clampCrop(crop, width, height, format.ratio), width, height);
  const image = decode(bytes).extract(region).resize(format.width, format.height, { fit: "cover" });
  return encode(image, hasAlpha, options);
}

/** The whole image fitted into the format's output size on its own backdrop colour: the fallback for `fits: false`. */
export async function padToRatio(bytes: Uint8Array, formatId: FormatId, options: RenderOptions = {}): Promise<Uint8Array> {
  const format = formatById(formatId);
  const { hasAlpha } = await orientedSize(bytes);
  const { border } = await analyse(bytes);
  const image = decode(bytes).resize(format.width, format.height, { fit: "contain", background: border });
  return encode(image, hasAlpha, options);
}
