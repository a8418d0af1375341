"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { userAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { env } from "@/lib/env";
import { consumeRateLimit } from "@/lib/rate-limit";
import { completeConnection, disconnectMeta, resyncMeta } from "./connect";
import { dialogUrl, newOAuthState, STATE_COOKIE, STATE_MAX_AGE_S, stateMatches } from "./oauth";
import { canPublishWithMeta } from "./status";

const HOUR = 60 * 60 * 1000;

// spec 000 §4 Connect: the server builds the Facebook Login address; the browser is sent there.
export const startMetaConnection = userAction(z.object({}), async (_input, user) => {
  const { state, cookie } = newOAuthState(user.id);
  const authUrl = dialogUrl(state);
  if (!authUrl) return fail("meta.errors.appNotConfigured");
  (await cookies()).set(STATE_COOKIE, cookie, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.APP_URL.startsWith("https:"),
    maxAge: STATE_MAX_AGE_S,
    path: "/",
  });
  return ok({ authUrl });
});

const callbackSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  errorDescription: z.string().max(500).optional(),
});

// spec 000 §8 Callback errors, in order: provider error, missing parameters, a state that is not the
// one we issued to this user, then the exchange itself.
export const completeMetaConnectionAction = userAction(callbackSchema, async (input, user) => {
  const jar = await cookies();
  const stored = jar.get(STATE_COOKIE)?.value;
  jar.delete(STATE_COOKIE);
  if (input.error) return fail("meta.errors.providerError", undefined, { error: input.errorDescription ?? input.error });
  if (!input.code || !input.state) return fail("meta.errors.invalidCallback");
  if (!stateMatches(input.state, stored, user.id)) return fail("meta.errors.stateMismatch");
  const limit = await consumeRateLimit(`meta:connect:${user.id}`, { limit: 20, windowMs: HOUR });
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const outcome = await completeConnection(user.id, input.code);
  if (!outcome.ok) return fail(outcome.error);
  revalidatePath("/integrations");
  return ok({ name: outcome.name });
});

export const disconnectMetaAction = userAction(z.object({}), async (_input, user) => {
  await disconnectMeta(user.id);
  revalidatePath("/integrations");
  return ok(null);
});

export const resyncMetaAction = userAction(z.object({}), async (_input, user) => {
  const limit = await consumeRateLimit(`meta:resync:${user.id}`, { limit: 30, windowMs: HOUR });
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const outcome = await resyncMeta(user.id);
  if (!outcome.ok) return fail(outcome.error, undefined, outcome.detail ? { detail: outcome.detail } : undefined);
  revalidatePath("/integrations");
  return ok({ adAccounts: outcome.assets.adAccounts.length, pages: outcome.assets.pages.length, pixels: outcome.assets.pixels.length });
});

// spec 001 §4 Publishing: the token status is read again right before publishing.
export const checkMetaPublishReady = userAction(z.object({}), async (_input, user) => {
  return ok({ ready: await canPublishWithMeta(user.id) });
});
