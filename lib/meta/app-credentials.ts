import "server-only";
import { env } from "@/lib/env";

// The Meta app secret, read through one function so admin settings can take precedence later.
export function metaAppSecret(): string | null {
  return env.META_APP_SECRET ?? null;
}
