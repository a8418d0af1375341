import "server-only";
import { metaConfig } from "./config";

// The Meta app secret, read through the one place Meta settings come from.
export function metaAppSecret(): string | null {
  return metaConfig().appSecret;
}
