import "server-only";
import Replicate from "replicate";
import { env } from "@/lib/env";
import { settingValue } from "@/lib/settings/cache";

/** A client for one API token (the admin test checks a token that may not be saved yet). */
export function replicateClient(token: string): Replicate {
  return new Replicate({ auth: token, baseUrl: env.REPLICATE_BASE_URL, useFileOutput: false });
}

/**
 * The Replicate client with the admin's token, else the environment's (lib/settings), or null when
 * neither is set ('image generation unavailable').
 */
export function getReplicate(): Replicate | null {
  const token = settingValue("replicate_api_token");
  return token ? replicateClient(token) : null;
}

export const replicateModel = () => settingValue("replicate_model") as `${string}/${string}`;

/** The model that puts the product's own photo in a scene (decision 031). */
export const replicateEditModel = () => settingValue("replicate_edit_model") as `${string}/${string}`;
