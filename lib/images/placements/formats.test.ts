import {
  FORMAT_IDS,
  MIN_CROP_SIDE,
  PLACEMENT_FORMATS,
  SAFE_ZONES,
  clampCrop,
  cropContaining,
  cropForRatio,
  cropToPixels,
  formatById,
  safeCentre,
  type Crop,
  type PixelRect,
  type Ratio,
} from "./formats";

const RATIOS: Ratio[] = PLACEMENT_FORMATS.map((format) => format.ratio);
const CORNERS = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
  { x: 0.5, y: 0.5 },
  { x: -3, y: 7 },
];
const SIZES: [number, number][] = [
  [1600, 900],
  [900, 1600],
  [1080, 1080],
  [4032, 3024],
  [1, 1],
  [2, 1],
  [1, 2],
  [3, 7],
  [17, 5],
  [500, 10],
  [10, 500],
  [1079, 1351],
  [333, 10001],
];

/** Inside the image, whole pixels, and within one pixel of the ratio. */
function expectValid(crop: Crop, sourceWidth: number, sourceHeight: number, [a, b]: Ratio): PixelRect {
  const pixels = cropToPixels(crop, sourceWidth, sourceHeight);
  expect(crop.x * sourceWidth).toBeCloseTo(pixels.left, 6);
  expect(crop.y * sourceHeight).toBeCloseTo(pixels.top, 6);
  expect(crop.width * sourceWidth).toBeCloseTo(pixels.width, 6);
  expect(crop.height * sourceHeight).toBeCloseTo(pixels.height, 6);
  expect(pixels.left).toBeGreaterThanOrEqual(0);
  expect(pixels.top).toBeGreaterThanOrEqual(0);
  expect(pixels.width).toBeGreaterThanOrEqual(1);
  expect(pixels.height).toBeGreaterThanOrEqual(1);
  expect(pixels.left + pixels.width).toBeLessThanOrEqual(sourceWidth);
  expect(pixels.top + pixels.height).toBeLessThanOrEqual(sourceHeight);
  expect(Math.abs(pixels.height - (pixels.width * b) / a)).toBeLessThanOrEqual(1);
  return pixels;
}

describe("placement formats", () => {
  it("are Meta's 1:1, 4:5 and 9:16 at their recommended sizes", () => {
    expect(PLACEMENT_FORMATS.map(({ id, width, height }) => [id, width, height])).toEqual([
      ["square", 1080, 1080],
      ["portrait", 1080, 1350],
      ["vertical", 1080, 1920],
    ]);
    for (const { ratio, width, height } of PLACEMENT_FORMATS) expect(width * ratio[1]).toBe(height * ratio[0]);
    expect(FORMAT_IDS).toEqual(["square", "portrait", "vertical"]);
    expect(formatById("vertical").uses).toEqual(["stories", "reels", "whatsapp-status"]);
  });

  it("keep the 9:16 image's key content out of the strictest (Reels) zone", () => {
    expect(SAFE_ZONES.stories).toEqual({ top: 0.14, bottom: 0.2, sides: 0 });
    expect(formatById("vertical").safeZone).toEqual({ top: 0.14, bottom: 0.35, sides: 0.06 });
    expect(safeCentre(formatById("vertical")).y).toBeCloseTo(0.395, 6);
    expect(safeCentre(formatById("square"))).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe("cropForRatio", () => {
  it("takes the largest rectangle of the ratio, centred on the focus", () => {
    expect(cropToPixels(cropForRatio(1600, 900, [1, 1]), 1600, 900)).toEqual({ left: 350, top: 0, width: 900, height: 900 });
    expect(cropToPixels(cropForRatio(1600, 900, [4, 5], { x: 0.25, y: 0.5 }), 1600, 900)).toEqual({ left: 40, top: 0, width: 720, height: 900 });
    expect(cropToPixels(cropForRatio(900, 1600, [9, 16]), 900, 1600)).toEqual({ left: 0, top: 0, width: 900, height: 1600 });
  });

  it("stops at the edges when the focus is in a corner", () => {
    expect(cropToPixels(cropForRatio(1600, 900, [9, 16], { x: 0, y: 0 }), 1600, 900)).toMatchObject({ left: 0, top: 0 });
    const far = cropToPixels(cropForRatio(1600, 900, [9, 16], { x: 1, y: 1 }), 1600, 900);
    expect(far.left + far.width).toBe(1600);
  });

  it("fits a wide ratio into a tall source by its width", () => {
    const pixels = expectValid(cropForRatio(900, 3000, [16, 9], { x: 0.5, y: 0.9 }), 900, 3000, [16, 9]);
    expect(pixels).toMatchObject({ left: 0, width: 900, height: 506 });
  });

  it("never leaves the image nor the ratio by more than a pixel, whatever the size and focus", () => {
    for (const [w, h] of SIZES) for (const ratio of RATIOS) for (const focus of CORNERS) expectValid(cropForRatio(w, h, ratio, focus), w, h, ratio);
  });
});

describe("clampCrop", () => {
  const ratio: Ratio = [9, 16];

  it("pulls a crop dragged past an edge back inside", () => {
    const pixels = expectValid(clampCrop({ x: -0.2, y: 0.3, width: 0.2, height: 0.6 }, 1600, 900, ratio), 1600, 900, ratio);
    expect(pixels.left).toBe(0);
    expect(pixels.top + pixels.height).toBeLessThanOrEqual(900);
  });

  it("shrinks a crop zoomed out past the image to the largest one", () => {
    expect(cropToPixels(clampCrop({ x: 0, y: 0, width: 3, height: 3 }, 1600, 900, ratio), 1600, 900)).toMatchObject({ width: 506, height: 900 });
  });

  it("grows a crop zoomed in past the minimum, around the same centre", () => {
    const pixels = expectValid(clampCrop({ x: 0.5, y: 0.5, width: 0.001, height: 0.001 }, 1600, 900, ratio), 1600, 900, ratio);
    expect(pixels.width).toBe(MIN_CROP_SIDE);
    expect(pixels.left + pixels.width / 2).toBeCloseTo(800, -1);
  });

  it("restores the ratio of a pinched crop, keeping its area", () => {
    const pixels = expectValid(clampCrop({ x: 0.1, y: 0.1, width: 0.3, height: 0.3 }, 1000, 1000, [1, 1]), 1000, 1000, [1, 1]);
    expect(pixels).toEqual({ left: 100, top: 100, width: 300, height: 300 });
    expectValid(clampCrop({ x: 0.1, y: 0.1, width: 0.5, height: 0.2 }, 1000, 1000, ratio), 1000, 1000, ratio);
  });

  it("turns nonsense into the largest centred crop", () => {
    const pixels = cropToPixels(clampCrop({ x: Number.NaN, y: Infinity, width: -1, height: Number.NaN }, 1600, 900, [1, 1]), 1600, 900);
    expect(pixels).toEqual({ left: 350, top: 0, width: 900, height: 900 });
  });

  it("lets a tiny image's crop be smaller than the minimum", () => {
    for (const [w, h] of SIZES)
      for (const r of RATIOS) {
        const pixels = expectValid(clampCrop({ x: 0.9, y: 0.9, width: 0.01, height: 0.01 }, w, h, r), w, h, r);
        const largest = cropToPixels(cropForRatio(w, h, r), w, h);
        expect(pixels.width).toBe(Math.min(MIN_CROP_SIDE, largest.width));
      }
  });
});

describe("cropToPixels", () => {
  it("rounds into the image", () => {
    expect(cropToPixels({ x: 0.999, y: 0.999, width: 0.5, height: 0.5 }, 101, 99)).toEqual({ left: 50, top: 49, width: 51, height: 50 });
    expect(cropToPixels({ x: -1, y: -1, width: 9, height: 0 }, 10, 10)).toEqual({ left: 0, top: 0, width: 10, height: 1 });
  });
});

describe("cropContaining", () => {
  const box = (left: number, top: number, width: number, height: number, w: number, h: number): Crop => ({
    x: left / w,
    y: top / h,
    width: width / w,
    height: height / h,
  });

  it("keeps the whole product when it fits, centred on it as far as the edges allow", () => {
    for (const r of RATIOS) {
      const { crop, fits } = cropContaining(1600, 900, r, box(1300, 300, 250, 300, 1600, 900));
      const pixels = expectValid(crop, 1600, 900, r);
      expect(fits).toBe(true);
      expect(pixels.left).toBeLessThanOrEqual(1300);
      expect(pixels.left + pixels.width).toBeGreaterThanOrEqual(1550);
    }
  });

  it("keeps a product exactly as wide as the crop, despite rounding", () => {
    const { crop, fits } = cropContaining(1601, 900, [9, 16], box(301, 0, 506, 900, 1601, 900));
    expect(fits).toBe(true);
    expect(cropToPixels(crop, 1601, 900)).toEqual({ left: 301, top: 0, width: 506, height: 900 });
  });

  it("says when the product cannot fit, and centres on it", () => {
    const { crop, fits } = cropContaining(1600, 900, [9, 16], box(100, 350, 1400, 200, 1600, 900));
    expect(fits).toBe(false);
    const pixels = expectValid(crop, 1600, 900, [9, 16]);
    expect(Math.abs(pixels.left + pixels.width / 2 - 800)).toBeLessThanOrEqual(1);
  });

  it("puts the product in the middle of a 9:16 frame's safe zone when there is room", () => {
    const vertical = formatById("vertical");
    const { crop } = cropContaining(900, 3200, vertical.ratio, box(350, 1500, 200, 200, 900, 3200), safeCentre(vertical));
    const pixels = cropToPixels(crop, 900, 3200);
    expect((1600 - pixels.top) / pixels.height).toBeCloseTo(0.395, 2);
  });
});
