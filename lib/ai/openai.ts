import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { settingValue } from "@/lib/settings/cache";

export const OPENAI_TIMEOUT_MS = 30_000;

/** A client for one API key (the admin test checks a key that may not be saved yet). */
export function openAIClient(apiKey: string, options: { maxRetries?: number } = {}): OpenAI {
  return new OpenAI({ apiKey, baseURL: env.OPENAI_BASE_URL, timeout: OPENAI_TIMEOUT_MS, maxRetries: options.maxRetries ?? 1 });
}

/**
 * The OpenAI client with the admin's key, else the environment's (lib/settings), or null when neither
 * is set (the product then uses its fallbacks).
 */
export function getOpenAI(): OpenAI | null {
  const apiKey = settingValue("openai_api_key");
  return apiKey ? openAIClient(apiKey) : null;
}

export const openAIModel = (): string => settingValue("openai_model");

// Reasoning models (gpt-5, o-series) take only the default temperature: OpenAI answers any other value
// with a 400 `unsupported_value` (platform.openai.com/docs/guides/reasoning; BerriAI/litellm#13781).
const REASONING_MODEL = /^(gpt-5|o\d)/;

/** The sampling temperature to send with a model, none where the model refuses one. */
export const samplingFor = (model: string, temperature: number): { temperature?: number } => (REASONING_MODEL.test(model) ? {} : { temperature });
