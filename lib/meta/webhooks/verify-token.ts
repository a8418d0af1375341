import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// The verify token the admin enters in the Meta app's Webhooks settings with the callback URL. Meta
// sends it back in the verification GET ("hub.verify_token -- the value you set as verify_token in the
// subscription call", Ads webhooks › Get started). Derived from the app's own secret, so every app process
// knows it, it survives restarts and it is not guessable; nothing is stored.

export function webhookVerifyToken(): string {
  return createHmac("sha256", env.AUTH_SECRET).update("meta-webhook-verify-token").digest("hex").slice(0, 40);
}

export function isWebhookVerifyToken(value: string | null): boolean {
  const expected = Buffer.from(webhookVerifyToken());
  const given = Buffer.from(value ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where Meta posts the ad accounts' webhooks. */
export const webhookCallbackUrl = () => new URL("/api/meta/webhooks", env.APP_URL).toString();

/** The ad_account fields the app reads (Ads webhooks overview, "Available webhooks"). */
export const WEBHOOK_FIELDS = ["effective_status", "with_issues_ad_objects", "in_process_ad_objects", "creative_fatigue"] as const;
