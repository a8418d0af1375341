import sharp from "sharp";
import { FORMAT_IDS, cropToPixels, formatById, type Crop, type FormatId, type PixelRect } from "./formats";
import { padToRatio, renderPlacement, suggestCrops } from "./smart-crop";

const RED = { r: 208, g: 16, b: 16 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR = { r: 255, g: 255, b: 255, alpha: 0 };

type Background = typeof WHITE | Buffer;

/** A product photo: a red block (the product) on a plain, transparent or busy (a raw RGB buffer) backdrop. */
async function photo(width: number, height: number, product: PixelRect, background: Background = WHITE, png = false): Promise<Uint8Array> {
  const block = await sharp({ create: { width: product.width, height: product.height, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const canvas = Buffer.isBuffer(background)
    ? sharp(background, { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 4, background } });
  const image = canvas.composite([{ input: block, left: product.left, top: product.top }]);
  return png ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** A grey checkerboard getting lighter to the right: no plain border, nothing saturated. */
function busyBackdrop(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels.fill(60 + Math.round((100 * x) / width) + (((x >> 4) + (y >> 4)) % 2) * 40, (y * width + x) * 3, (y * width + x + 1) * 3);
  return pixels;
}

async function pixelAt(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2], alpha: info.channels === 4 ? data[at + 3] : 255 };
}

const isRed = ({ r = 0, g = 0, b = 0 }) => r > 170 && g < 70 && b < 70;
const contains = (outer: PixelRect, inner: PixelRect) =>
  outer.left <= inner.left &&
  outer.top <= inner.top &&
  outer.left + outer.width >= inner.left + inner.width &&
  outer.top + outer.height >= inner.top + inner.height;

const CASES: [string, number, number, PixelRect, Background, boolean][] = [
  ["a landscape photo, product in the left third", 1600, 900, { left: 150, top: 250, width: 380, height: 400 }, WHITE, false],
  ["a portrait photo, product low down", 900, 1600, { left: 250, top: 1000, width: 400, height: 450 }, WHITE, false],
  ["a square photo, product top right", 1200, 1200, { left: 800, top: 100, width: 300, height: 300 }, WHITE, false],
  ["a transparent PNG", 800, 800, { left: 480, top: 120, width: 250, height: 400 }, CLEAR, true],
];

describe("suggestCrops", () => {
  it.each(CASES)("keeps the product of %s in every format", async (_name, width, height, product, background, png) => {
    const result = await suggestCrops(await photo(width, height, product, background, png));
    expect(result).toMatchObject({ width, height });
    const found = cropToPixels(result.product as Crop, width, height);
    expect(contains(found, product)).toBe(true);
    expect(contains({ left: product.left - 12, top: product.top - 12, width: product.width + 24, height: product.height + 24 }, found)).toBe(true);
    for (const id of FORMAT_IDS) {
      const [a, b] = formatById(id).ratio;
      const crop = cropToPixels(result.crops[id], width, height);
      expect(result.fits[id]).toBe(true);
      expect(contains(crop, product)).toBe(true);
      expect(contains({ left: 0, top: 0, width, height }, crop)).toBe(true);
      expect(Math.abs(crop.height - (crop.width * b) / a)).toBeLessThanOrEqual(1);
    }
  });

  it("says which formats a wide product does not fit", async () => {
    const product = { left: 400, top: 350, width: 800, height: 200 };
    const result = await suggestCrops(await photo(1600, 900, product));
    expect(result.fits).toEqual({ square: true, portrait: false, vertical: false });
    expect(contains(cropToPixels(result.crops.square, 1600, 900), product)).toBe(true);
    const vertical = cropToPixels(result.crops.vertical, 1600, 900);
    expect(Math.abs(vertical.left + vertical.width / 2 - 800)).toBeLessThanOrEqual(2);
  });

  it("centres on the eye-catching part of a photo without a plain backdrop", async () => {
    const product = { left: 1250, top: 500, width: 200, height: 200 };
    const result = await suggestCrops(await photo(1600, 900, product, busyBackdrop(1600, 900)));
    expect(result.product).toBeNull();
    expect(result.focus.x).toBeGreaterThan(0.7);
    for (const id of FORMAT_IDS) expect(contains(cropToPixels(result.crops[id], 1600, 900), product)).toBe(true);
  });

  it("centres the crops of a plain or tiny image", async () => {
    for (const [width, height] of [
      [300, 200],
      [1, 1],
      [2, 1],
      [40, 2],
    ] as const) {
      const bytes = await sharp({ create: { width, height, channels: 3, background: "#f4f4f4" } })
        .png()
        .toBuffer();
      const result = await suggestCrops(bytes);
      expect(result).toMatchObject({ width, height, product: null, focus: { x: 0.5, y: 0.5 }, fits: { square: true, portrait: true, vertical: true } });
      for (const id of FORMAT_IDS) {
        const crop = cropToPixels(result.crops[id], width, height);
        expect(contains({ left: 0, top: 0, width, height }, crop)).toBe(true);
        expect(await sharp(await renderPlacement(bytes, result.crops[id], id)).metadata()).toMatchObject({ height: formatById(id).height });
      }
    }
  });

  it("works in the photo's upright orientation (EXIF)", async () => {
    // Stored landscape, shown rotated 90° clockwise: the product at the stored top left ends up top right.
    const stored = await sharp(await photo(1600, 900, { left: 0, top: 100, width: 300, height: 200 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await suggestCrops(stored);
    expect(result).toMatchObject({ width: 900, height: 1600 });
    const found = cropToPixels(result.product as Crop, 900, 1600);
    expect(contains(found, { left: 600, top: 0, width: 200, height: 300 })).toBe(true);
  });
});

describe("renderPlacement", () => {
  const product = { left: 150, top: 250, width: 380, height: 400 };

  it.each(FORMAT_IDS.map((id) => [id]))("renders the %s crop at its output size with the product in it", async (id: FormatId) => {
    const bytes = await photo(1600, 900, product);
    const { crops } = await suggestCrops(bytes);
    const rendered = await renderPlacement(bytes, crops[id], id);
    const format = formatById(id);
    expect(await sharp(rendered).metadata()).toMatchObject({ format: "jpeg", width: format.width, height: format.height });
    const crop = cropToPixels(crops[id], 1600, 900);
    const x = ((product.left + product.width / 2 - crop.left) / crop.width) * format.width;
    const y = ((product.top + product.height / 2 - crop.top) / crop.height) * format.height;
    expect(isRed(await pixelAt(rendered, x, y))).toBe(true);
  });

  it("makes any crop the seller sends valid before rendering", async () => {
    const bytes = await photo(1600, 900, product);
    const rendered = await renderPlacement(bytes, { x: 0.9, y: -0.5, width: 2, height: 0.01 }, "portrait");
    expect(await sharp(rendered).metadata()).toMatchObject({ width: 1080, height: 1350 });
  });

  it("keeps a transparent source's alpha as PNG, or flattens it on white as JPEG", async () => {
    const bytes = await photo(800, 800, { left: 480, top: 120, width: 250, height: 400 }, CLEAR, true);
    const { crops } = await suggestCrops(bytes);
    const png = await renderPlacement(bytes, crops.square, "square");
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", hasAlpha: true, width: 1080, height: 1080 });
    expect((await pixelAt(png, 2, 2)).alpha).toBe(0);
    const jpeg = await renderPlacement(bytes, crops.square, "square", { output: "jpeg" });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1080, height: 1080 });
    const corner = await pixelAt(jpeg, 2, 2);
    expect(Math.min(corner.r ?? 0, corner.g ?? 0, corner.b ?? 0)).toBeGreaterThan(245);
  });
});

describe("padToRatio", () => {
  it("fits the whole image in the format on the colour of its border", async () => {
    const beige = { r: 240, g: 228, b: 205, alpha: 1 };
    const bytes = await photo(1600, 900, { left: 100, top: 350, width: 1400, height: 200 }, beige);
    const padded = await padToRatio(bytes, "vertical");
    expect(await sharp(padded).metadata()).toMatchObject({ format: "jpeg", width: 1080, height: 1920 });
    const top = await pixelAt(padded, 540, 20);
    for (const channel of ["r", "g", "b"] as const) expect(Math.abs((top[channel] ?? 0) - beige[channel])).toBeLessThanOrEqual(6);
    expect(isRed(await pixelAt(padded, 540, 960))).toBe(true);
  });
});
