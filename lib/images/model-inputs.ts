// What each image model on Replicate takes, by its documented input schema (the model's API page on
// replicate.com). A model the admin names that is not listed here gets the inputs most FLUX-style models
// share. Output is asked as PNG: Meta takes JPEG, PNG or GIF (spec 001 §5), never WebP.

/** The product photo a scene is made from: bytes the SDK uploads to Replicate's files API. */
export type SourcePhoto = Blob;

type ImageInputs = Record<string, unknown>;

// replicate.com/black-forest-labs/flux-kontext-pro/api: `input_image` (jpeg, png, gif or webp), `aspect_ratio`
// ('match_input_image' or a ratio), `output_format` jpg|png, `safety_tolerance` 0–6 "2 is currently the maximum
// allowed when input images are used". Also flux-kontext-max and flux-kontext-dev.
const kontext = (prompt: string, photo: SourcePhoto | null, aspectRatio: string): ImageInputs => ({
  prompt,
  ...(photo ? { input_image: photo } : {}),
  aspect_ratio: aspectRatio,
  output_format: "png",
  safety_tolerance: 2,
});

// replicate.com/black-forest-labs/flux-2-pro/api: `input_images` (array, jpeg/png/gif/webp), `aspect_ratio`
// (default 1:1, or 'match_input_image'), `output_format` (default webp), `resolution` in megapixels.
const flux2 = (prompt: string, photo: SourcePhoto | null, aspectRatio: string): ImageInputs => ({
  prompt,
  ...(photo ? { input_images: [photo] } : {}),
  aspect_ratio: aspectRatio,
  output_format: "png",
});

// replicate.com/black-forest-labs/flux-schnell/api: `aspect_ratio`, `output_format` webp|jpg|png, `num_outputs` 1–4.
const flux1 = (prompt: string, _photo: SourcePhoto | null, aspectRatio: string): ImageInputs => ({
  prompt,
  aspect_ratio: aspectRatio,
  output_format: "png",
  num_outputs: 1,
});

const FAMILIES: { pattern: RegExp; inputs: typeof kontext }[] = [
  { pattern: /^black-forest-labs\/flux-kontext-(pro|max|dev)(:|$)/, inputs: kontext },
  { pattern: /^black-forest-labs\/flux-2-(pro|flex|dev)(:|$)/, inputs: flux2 },
  { pattern: /^black-forest-labs\/flux-/, inputs: flux1 },
];

const familyOf = (model: string) => FAMILIES.find((family) => family.pattern.test(model));

/** The inputs of a text-to-image request (a square picture, spec 001 §5). */
export function textToImageInputs(model: string, prompt: string): ImageInputs {
  return (familyOf(model)?.inputs ?? flux1)(prompt, null, "1:1");
}

/**
 * The inputs of a request that puts the product photo in a scene; the picture keeps the photo's shape
 * (the placements are cropped from it afterwards). Unknown models get Kontext's field names.
 */
export function photoEditInputs(model: string, prompt: string, photo: SourcePhoto): ImageInputs {
  return (familyOf(model)?.inputs ?? kontext)(prompt, photo, "match_input_image");
}
