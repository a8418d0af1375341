"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { env } from "@/lib/env";
import { perHour } from "@/lib/rate-limit/counter";
import { checkMetaAppSetup } from "./app-setup";
import { completeConnection, disconnectMeta, resyncMeta } from "./connect";
import { dialogUrl, newOAuthState, STATE_COOKIE, STATE_MAX_AGE_S, stateMatches } from "./oauth";
import { RETURN_COOKIE, returnPathSchema } from "./return-to";
import { canPublishWithMeta } from "./status";
import { usableMetaToken } from "./connect";
import { graph } from "./graph";
import { graphFailure } from "@/lib/meta/errors";
import { wizardInterests } from "./interests";
import { requestLocale } from "@/lib/i18n/request-locale";
import { loadWizardAssets } from "./wizard-assets";
import { pageWhatsAppNumber } from "./page-whatsapp";
import { suggestInterestTerms } from "@/lib/ai/suggest-terms";
import { normalizeSeedTerms } from "@/lib/wizard/seed-terms";
import { adAccountIdSchema } from "@/lib/campaigns/model";

// Each call reaches the Graph API on the user's token: hourly limits per user.
const error = "wizard.errors.rateLimited";
const META_LIMITS = {
  connect: perHour("meta:connect", 20, { error }),
  resync: perHour("meta:resync", 30, { error }),
  appSetup: perHour("meta:app-setup", 30, { error }),
  assets: perHour("meta:assets", 120, { error }),
  interests: perHour("meta:interests", 30, { error }),
};

// spec 000 §4 Connect: the server builds the Facebook Login address; the browser is sent there.
// Issue 31: the campaign page the seller came from, to return to once connected.
export const startMetaConnection = userAction(z.object({ returnTo: returnPathSchema.optional() }), async (input, user) => {
  const { state, cookie } = newOAuthState(user.id);
  const authUrl = dialogUrl(state);
  if (!authUrl) return fail("meta.errors.appNotConfigured");
  const jar = await cookies();
  const options = { httpOnly: true, sameSite: "lax", secure: env.APP_URL.startsWith("https:"), maxAge: STATE_MAX_AGE_S, path: "/" } as const;
  jar.set(STATE_COOKIE, cookie, options);
  if (input.returnTo) jar.set(RETURN_COOKIE, input.returnTo, options);
  else jar.delete(RETURN_COOKIE);
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
export const completeMetaConnectionAction = userAction(
  callbackSchema,
  async (input, user) => {
    const jar = await cookies();
    const stored = jar.get(STATE_COOKIE)?.value;
    jar.delete(STATE_COOKIE);
    // Facebook Login sends error=access_denied when the person cancels (Meta's "Manually Build a Login
    // Flow", Canceled Login): not a failure to report with Meta's English.
    if (input.error === "access_denied") return fail("meta.errors.loginCancelled");
    // Any other refusal: Facebook's error code for support, never its English error_description (decision 022).
    if (input.error) return fail("meta.errors.providerError", undefined, { error: input.error });
    if (!input.code || !input.state) return fail("meta.errors.invalidCallback");
    if (!stateMatches(input.state, stored, user.id)) return fail("meta.errors.stateMismatch");
    const outcome = await completeConnection(user.id, input.code);
    if (!outcome.ok) return fail(outcome.error);
    jar.delete(RETURN_COOKIE);
    revalidatePath("/integrations");
    return ok({ name: outcome.name });
  },
  { limit: META_LIMITS.connect },
);

export const disconnectMetaAction = userAction(z.object({}), async (_input, user) => {
  await disconnectMeta(user.id);
  revalidatePath("/integrations");
  return ok(null);
});

export const resyncMetaAction = userAction(
  z.object({}),
  async (_input, user) => {
    const outcome = await resyncMeta(user.id);
    if (!outcome.ok) return fail(outcome.error, undefined, outcome.detail ? { detail: outcome.detail } : undefined);
    revalidatePath("/integrations");
    return ok({ adAccounts: outcome.assets.adAccounts.length, pages: outcome.assets.pages.length, pixels: outcome.assets.pixels.length });
  },
  { limit: META_LIMITS.resync },
);

// Whether the Meta app lets this person publish (Advanced access to ads_management, not a development-mode
// app), for the connect card. Three Graph calls at most, so it is limited like the re-sync.
export const checkMetaAppSetupAction = userAction(z.object({}), async (_input, user) => ok(await checkMetaAppSetup(user.id)), { limit: META_LIMITS.appSetup });

// spec 001 §4 Publishing: the token status is read again right before publishing.
export const checkMetaPublishReady = userAction(z.object({}), async (_input, user) => {
  return ok({ ready: await canPublishWithMeta(user.id) });
});

// 001 §7 fetch-meta-data: accounts, pages (with their Instagram accounts) and the account's pixels.
export const loadMetaAssetsAction = userAction(
  z.object({ adAccountId: adAccountIdSchema.nullable() }),
  async (input, user) => {
    const outcome = await loadWizardAssets(user.id, input.adAccountId);
    return outcome.ok ? ok(outcome.data) : fail(outcome.error);
  },
  { limit: META_LIMITS.assets },
);

// Issue 34: the wizard's "check again" reads the chosen Page's WhatsApp number from Meta once more, after
// the seller connected one in Meta's settings. The Page is read with the seller's own token: Meta answers
// only for a Page the person can see.
export const checkPageWhatsAppAction = userAction(
  z.object({ pageId: z.string().regex(/^\d{1,30}$/) }),
  async (input, user) => {
    const token = await usableMetaToken(user.id);
    if (!token.ok) return fail(token.error);
    try {
      return ok({ pageId: input.pageId, whatsappNumber: await pageWhatsAppNumber(graph(token.token), input.pageId) });
    } catch (error) {
      return fail(graphFailure(error).error);
    }
  },
  { limit: META_LIMITS.assets },
);

const interestsSchema = z.object({
  adAccountId: adAccountIdSchema,
  productName: z.string().trim().min(1).max(200),
  category: z.string().max(200).nullable(),
  fallbackTerms: z.array(z.string().max(100)).max(40),
});

// 001 §7 ai-suggest-terms + meta-adinterest-suggest: seed terms from OpenAI (or the generated
// keywords and audience), then Meta's interest search.
export const suggestInterestsAction = userAction(
  interestsSchema,
  async (input, user) => {
    const token = await usableMetaToken(user.id);
    if (!token.ok) return fail(token.error);
    const aiTerms = await suggestInterestTerms({ name: input.productName, category: input.category });
    const seeds = normalizeSeedTerms([...aiTerms, ...input.fallbackTerms]);
    if (!seeds.length) return fail("wizard.interests.noTerms");
    try {
      const locale = (await requestLocale()) === "pt" ? "pt_BR" : "en_US";
      const interests = await wizardInterests(graph(token.token), seeds, locale);
      return interests.length ? ok({ interests, seeds }) : fail("wizard.interests.noneFound");
    } catch (error) {
      const failure = graphFailure(error);
      return fail(
        failure.error === "meta.errors.refused" || failure.error === "meta.errors.refusedNoReason" ? "wizard.interests.failed" : failure.error,
        undefined,
        failure.detail ? { detail: failure.detail } : undefined,
      );
    }
  },
  { limit: META_LIMITS.interests },
);
