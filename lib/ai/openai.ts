import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";

export const OPENAI_TIMEOUT_MS = 30_000;

/** The OpenAI client, or null when no key is configured (the product then uses its fallbacks). */
export function getOpenAI(): OpenAI | null {
  if (!env.OPENAI_API_KEY) return null;
  return new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, timeout: OPENAI_TIMEOUT_MS, maxRetries: 1 });
}

export const openAIModel = () => env.OPENAI_MODEL;
