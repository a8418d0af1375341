import "server-only";
import { mediaFolder } from "@/lib/storage/keys";
import type Replicate from "replicate";
import { imageSize } from "image-size";
import { sniffImage } from "@/lib/media/sniff";
import { downloadImage } from "@/lib/scrape/fetch-image";
import { newKey, putFile, statStoredFile } from "@/lib/storage/files";
import { urlOf } from "@/lib/storage/keys";
import { ownImageBytes } from "./creative-placements";
import { photoEditInputs, textToImageInputs } from "./model-inputs";
import { getReplicate, replicateEditModel, replicateModel } from "./replicate";
import { logger } from "@/lib/log/server";
import { withinImageMaximum } from "@/lib/wizard/media-rules";
import { generatedImageOptions } from "@/lib/wizard/scrape-options";

// spec 001 §5 AI image prompt: at most 200 characters, not blank, visual elements only, no text.
export const PROMPT_MAX = 200;
const TIMEOUT_MS = 120_000;
const IMAGE_EXTENSIONS = ["png", "jpg", "gif"] as const;

export type ImageOutcome =
  { ok: true; url: string; model: string } | { ok: false; error: "promptBlank" | "promptTooLong" | "unavailable" | "failed" | "photoMissing" };

/** What to make: a picture from the prompt alone, or the seller's product photo (one of their media) put in the prompt's scene. */
export type ImageRequest = { prompt: string; photoUrl?: string };

const fullPrompt = (prompt: string) =>
  `Professional product photography, ${prompt.trim()}. Studio lighting, clean background, high detail. No text, no words, no letters, no logos.`;

const scenePrompt = (prompt: string) =>
  `Place this exact product in a new scene: ${prompt.trim()}. Keep the product itself unchanged: the same shape, colours, label and proportions, ` +
  "fully visible and in focus. Professional advertising photo, natural light. Do not add text, words, letters or logos.";

/**
 * Generates an image with Replicate and copies it into our storage at once (Replicate's output
 * addresses expire), under the user's folder. With `fileName` (from a job's id), an attempt that finds
 * the file an earlier attempt stored answers it, without asking Replicate again.
 */
export async function generateProductImage(
  userId: string,
  { prompt, photoUrl }: ImageRequest,
  client: Replicate | null = getReplicate(),
  fileName?: string,
): Promise<ImageOutcome> {
  if (!prompt.trim()) return { ok: false, error: "promptBlank" };
  if (prompt.length > PROMPT_MAX) return { ok: false, error: "promptTooLong" };
  if (!client) return { ok: false, error: "unavailable" };
  const model = photoUrl ? replicateEditModel() : replicateModel();
  const earlier = fileName ? await storedBefore(`${mediaFolder(userId)}/${fileName}`) : null;
  if (earlier) return { ok: true, url: earlier, model };
  const photo = photoUrl ? await ownPhoto(userId, photoUrl) : null;
  if (photoUrl && !photo) return { ok: false, error: "photoMissing" };
  try {
    const output = await client.run(model, {
      input: photo ? photoEditInputs(model, scenePrompt(prompt), photo) : textToImageInputs(model, fullPrompt(prompt)),
      wait: { mode: "poll", interval: 500 },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const source = ([output] as unknown[]).flat().find((item): item is string => typeof item === "string");
    if (!source) return { ok: false, error: "failed" };
    // Replicate's answer names the address: it is fetched like any other, public addresses only and capped.
    const bytes = await downloadImage(source, generatedImageOptions());
    const kind = sniffImage(bytes);
    // Held to the uploads' size rule (issue 29): whatever shows the image decodes every declared pixel.
    if (!kind || !declaresSafeSize(bytes)) return { ok: false, error: "failed" };
    const key = fileName ? `${mediaFolder(userId)}/${fileName}.${kind.extension}` : newKey(mediaFolder(userId), kind.extension);
    const stored = await putFile(key, bytes);
    return { ok: true, url: stored.url, model };
  } catch (error) {
    logger.warn({ err: error }, "[generate-image] failed");
    return { ok: false, error: "failed" };
  }
}

/** The seller's own stored photo, as the bytes Replicate's files API takes; null for anyone else's or a removed one. */
async function ownPhoto(userId: string, url: string): Promise<Blob | null> {
  const bytes = await ownImageBytes(userId, url);
  return bytes ? new Blob([new Uint8Array(bytes)], { type: sniffImage(bytes)!.mime }) : null;
}

function declaresSafeSize(bytes: Uint8Array): boolean {
  try {
    const { width, height } = imageSize(bytes);
    return withinImageMaximum(width, height);
  } catch {
    return false;
  }
}

async function storedBefore(stem: string): Promise<string | null> {
  for (const extension of IMAGE_EXTENSIONS) {
    if (await statStoredFile(`${stem}.${extension}`)) return urlOf(`${stem}.${extension}`);
  }
  return null;
}
