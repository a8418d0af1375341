import "server-only";
import Replicate from "replicate";
import { env } from "@/lib/env";

/** The Replicate client, or null when no token is configured ('image generation unavailable'). */
export function getReplicate(): Replicate | null {
  if (!env.REPLICATE_API_TOKEN) return null;
  return new Replicate({ auth: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_BASE_URL, useFileOutput: false });
}

export const replicateModel = () => env.REPLICATE_MODEL as `${string}/${string}`;
