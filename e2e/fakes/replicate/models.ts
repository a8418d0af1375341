// The fake Replicate's own copy of the input schemas of the models the product may run, from each
// model's API page on replicate.com (the "Input schema" table). Never imported by production code.

type Field =
  | { type: "string"; required?: boolean; enum?: readonly string[] }
  | { type: "integer"; min?: number; max?: number }
  | { type: "boolean" }
  | { type: "file" }
  | { type: "files"; maxItems: number };

export type ModelSchema = {
  fields: Record<string, Field>;
  /** A rule the schema table states in prose, checked after the fields. */
  check?: (input: Record<string, unknown>) => { field: string; description: string } | null;
};

const RATIOS = ["1:1", "16:9", "21:9", "3:2", "2:3", "4:5", "5:4", "3:4", "4:3", "9:16", "9:21"] as const;

// replicate.com/black-forest-labs/flux-schnell/api
const FLUX_SCHNELL: ModelSchema = {
  fields: {
    prompt: { type: "string", required: true },
    aspect_ratio: { type: "string", enum: RATIOS },
    num_outputs: { type: "integer", min: 1, max: 4 },
    output_format: { type: "string", enum: ["webp", "jpg", "png"] },
    output_quality: { type: "integer", min: 0, max: 100 },
    seed: { type: "integer" },
    go_fast: { type: "boolean" },
    disable_safety_checker: { type: "boolean" },
  },
};

// replicate.com/black-forest-labs/flux-2-pro/api (version 285631b5: up to 8 input images)
const FLUX_2_PRO: ModelSchema = {
  fields: {
    prompt: { type: "string", required: true },
    input_images: { type: "files", maxItems: 8 },
    aspect_ratio: { type: "string", enum: ["match_input_image", "custom", "1:1", "16:9", "3:2", "2:3", "4:5", "5:4", "9:16", "3:4", "4:3"] },
    resolution: { type: "string", enum: ["match_input_image", "0.5 MP", "1 MP", "2 MP", "4 MP"] },
    width: { type: "integer", min: 256, max: 2048 },
    height: { type: "integer", min: 256, max: 2048 },
    safety_tolerance: { type: "integer", min: 1, max: 5 },
    seed: { type: "integer" },
    output_format: { type: "string", enum: ["webp", "jpg", "png"] },
    output_quality: { type: "integer", min: 0, max: 100 },
  },
  check: (input) =>
    input.aspect_ratio === "match_input_image" && !(Array.isArray(input.input_images) && input.input_images.length > 0)
      ? { field: "input.aspect_ratio", description: "match_input_image needs at least one input image" }
      : null,
};

// replicate.com/black-forest-labs/flux-kontext-pro/api: "2 is currently the maximum allowed when input images are used".
const FLUX_KONTEXT_PRO: ModelSchema = {
  fields: {
    prompt: { type: "string", required: true },
    input_image: { type: "file" },
    aspect_ratio: { type: "string", enum: ["match_input_image", ...RATIOS, "2:1", "1:2"] },
    output_format: { type: "string", enum: ["jpg", "png"] },
    safety_tolerance: { type: "integer", min: 0, max: 6 },
    seed: { type: "integer" },
    prompt_upsampling: { type: "boolean" },
  },
  check: (input) =>
    input.input_image !== undefined && typeof input.safety_tolerance === "number" && input.safety_tolerance > 2
      ? { field: "input.safety_tolerance", description: "safety_tolerance must be at most 2 when an input image is used" }
      : null,
};

export const MODEL_SCHEMAS: Record<string, ModelSchema> = {
  "black-forest-labs/flux-schnell": FLUX_SCHNELL,
  "black-forest-labs/flux-2-pro": FLUX_2_PRO,
  "black-forest-labs/flux-kontext-pro": FLUX_KONTEXT_PRO,
  "black-forest-labs/flux-kontext-max": FLUX_KONTEXT_PRO,
};

export type InvalidField = { type: string; field: string; description: string };

/** The fields Replicate would refuse ("Input validation failed", 422), empty when the input is valid. */
export function invalidFields(schema: ModelSchema, input: Record<string, unknown>, isFile: (value: unknown) => boolean): InvalidField[] {
  const problems: InvalidField[] = [];
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = input[name];
    const where = `input.${name}`;
    if (value === undefined) {
      if ("required" in field && field.required) problems.push({ type: "required", field: "input", description: `${name} is required` });
      continue;
    }
    if (field.type === "string" && typeof value !== "string")
      problems.push({ type: "invalid_type", field: where, description: "Invalid type. Expected: string" });
    else if (field.type === "string" && field.enum && !field.enum.includes(value as string))
      problems.push({ type: "enum", field: where, description: `${name} must be one of the following: ${field.enum.map((item) => `"${item}"`).join(", ")}` });
    else if (field.type === "integer" && !Number.isInteger(value))
      problems.push({ type: "invalid_type", field: where, description: "Invalid type. Expected: integer" });
    else if (
      field.type === "integer" &&
      ((field.min !== undefined && (value as number) < field.min) || (field.max !== undefined && (value as number) > field.max))
    )
      problems.push({ type: "number_range", field: where, description: `Must be between ${field.min} and ${field.max}` });
    else if (field.type === "boolean" && typeof value !== "boolean")
      problems.push({ type: "invalid_type", field: where, description: "Invalid type. Expected: boolean" });
    else if (field.type === "file" && !isFile(value)) problems.push({ type: "format", field: where, description: "Does not match format 'uri'" });
    else if (field.type === "files" && (!Array.isArray(value) || value.length > field.maxItems || !value.every(isFile)))
      problems.push({ type: "array", field: where, description: `Must be a list of at most ${field.maxItems} image URIs` });
  }
  const rule = problems.length === 0 ? schema.check?.(input) : null;
  if (rule) problems.push({ type: "rule", ...rule });
  return problems;
}
