import type { MessageKey } from "@/lib/actions/result";
import "server-only";
import { db } from "@/lib/db";
import { accountBudgetRule, accountTimeZone } from "@/lib/meta/account-money";
import { accountStanding, type AccountStanding } from "@/lib/meta/account-standing";
import { usableMetaToken } from "@/lib/meta/connect";
import { graph, GraphError } from "@/lib/meta/graph";
import { storedIdentities } from "@/lib/meta/regulation/identities";
import { pageWhatsAppNumber } from "@/lib/meta/page-whatsapp";
import { campaignDestination } from "@/lib/campaigns/model";
import { completedOutcome, preparePublish, type PublishedStatus, type PublishOutcome } from "./check";
import { CityNotFoundError } from "./cities";
import { classifyPublishError, standingClassification, whatsappNumberClassification } from "@/lib/meta/errors";
import { linkMetaObjects, objectsOfRun } from "@/lib/meta/object-links";
import { acquireLock, ensureRun, LockLostError, LOCK_MS, RunLock, type Heartbeat } from "@/lib/meta/run-state";
import { InvalidAnswerError, MediaMissingError, VideoNotReadyError } from "./media";
import type { BudgetRule } from "@/lib/money/budget-rule";
import { planPublish, type CampaignRow } from "./plan";
import { STEPS, type Io } from "./steps";
import {
  claimOldMainAds,
  createdAnything,
  readState,
  type PublishFailure,
  type PublishRunError,
  type PublishSelection,
  type PublishStep,
} from "@/lib/meta/run-state";
import { logger } from "@/lib/log/server";

// 001 §7 publish-to-meta as a resumable state machine (steps.ts): media → city keys → one creative per
// enabled set and creative of the campaign → campaign (PAUSED) → one ad set per enabled set → in each, one
// ad per creative → activation when asked. Each id Meta returns is written to the run the moment it arrives; a retry skips
// whatever the state already holds.

export type { PublishedStatus, PublishOutcome } from "./check";

/** The lock's term, and the heartbeat that keeps it while the publishing job runs (lib/jobs). */
export type PublishOptions = { lockMs?: number; heartbeat?: Heartbeat };

/** A failure of ours (not Meta's) inside a step, as the message key the user reads. */
function ownFailure(error: unknown): { key: MessageKey; values: Record<string, string | number> } | null {
  if (error instanceof MediaMissingError) return { key: "wizard.publish.errors.mediaMissing", values: { name: error.fileName } };
  if (error instanceof CityNotFoundError) return { key: "wizard.publish.errors.cityNotFound", values: { city: error.city } };
  if (error instanceof InvalidAnswerError) return { key: "wizard.publish.errors.invalidResponse", values: {} };
  if (error instanceof VideoNotReadyError)
    return { key: error.failed ? "wizard.publish.errors.videoFailed" : "wizard.publish.errors.videoProcessing", values: {} };
  return null;
}

export async function publishCampaign(userId: string, campaignId: string, selection: PublishSelection, options: PublishOptions = {}): Promise<PublishOutcome> {
  const prepared = await preparePublish(userId, campaignId, selection);
  if (!prepared.ready) return prepared.outcome;
  const { campaign, chosen } = prepared;

  await ensureRun(campaignId, userId);
  const lockMs = options.lockMs ?? LOCK_MS;
  const until = await acquireLock(campaignId, userId, new Date(), lockMs);
  if (!until) {
    const run = await db.metaPublishRun.findUnique({ where: { campaignId }, select: { status: true } });
    const linked = await db.campaign.findUnique({ where: { id: campaignId }, select: { metaCampaignId: true, status: true } });
    if (run?.status === "completed" && linked?.metaCampaignId) return completedOutcome(linked.metaCampaignId, linked.status);
    return { ok: false, error: "wizard.publish.errors.alreadyRunning" };
  }
  const lock = new RunLock(campaignId, until, lockMs);
  if (options.heartbeat) lock.startHeartbeat(options.heartbeat);
  try {
    return await publishUnderLock(userId, campaign, chosen, selection, lock);
  } finally {
    lock.stopHeartbeat();
  }
}

async function publishUnderLock(
  userId: string,
  campaign: CampaignRow,
  chosen: PublishSelection,
  selection: PublishSelection,
  lock: RunLock,
): Promise<PublishOutcome> {
  const campaignId = campaign.id;
  // Read again under the lock: the state another publisher left is the truth now.
  const fresh = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId }, select: { state: true } });
  const state = readState(fresh.state);
  if (!state.selection || !createdAnything(state)) state.selection = chosen;
  const final: PublishSelection = { ...state.selection, activate: selection.activate };
  const regulation = await storedIdentities(userId, final.adAccountId);
  const usable = await usableMetaToken(userId, "publish");
  const client = usable.ok ? graph(usable.token) : null;
  let rule: BudgetRule | null = null;
  let timeZone: string | undefined;
  let standing: AccountStanding = { ready: true };
  let whatsappNumber: string | null = null;
  if (client) {
    try {
      rule = await accountBudgetRule(client, userId, final.adAccountId);
      timeZone = await accountTimeZone(client, userId, final.adAccountId);
      // Meta creates ads in an account that cannot pay and then holds them (PENDING_BILLING_INFO): the
      // seller hears it before anything exists, with the page where Meta fixes it.
      standing = await accountStanding(client, final.adAccountId);
      // A WhatsApp campaign promotes the Page's number (decision 030): a Page without one stops here,
      // before anything exists at Meta, instead of meeting Meta's refusal half-way.
      if (campaignDestination(campaign) === "whatsapp") whatsappNumber = await pageWhatsAppNumber(client, final.pageId);
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      const classification = classifyPublishError(error);
      const failure: PublishFailure = { error: classification.titleKey, values: classification.values, classification };
      await lock.fail("start", runError("start", classification.kind, { code: error.code, subcode: error.subcode, message: error.message, failure }));
      return { ok: false, ...failure, step: "start" };
    }
  }
  const replanned = planPublish(campaign, final, userId, regulation, rule, timeZone);
  if (!client || !replanned.ok) {
    const failure: PublishFailure = replanned.ok ? { error: "wizard.publish.errors.metaRequired" } : failureOf(replanned);
    await lock.fail(
      "start",
      runError("start", replanned.ok ? "validation" : (replanned.classification?.kind ?? "validation"), { message: failure.error, failure }),
    );
    return { ok: false, ...failure };
  }
  if (replanned.plan.destination === "whatsapp" && !whatsappNumber) {
    const classification = whatsappNumberClassification();
    const failure: PublishFailure = { error: classification.titleKey, values: classification.values, classification };
    await lock.fail("start", runError("start", "validation", { message: failure.error, failure }));
    return { ok: false, ...failure, step: "start" };
  }
  if (!standing.ready) {
    const classification = standingClassification(standing.problem, final.adAccountId);
    const failure: PublishFailure = { error: classification.titleKey, values: classification.values, classification };
    await lock.fail("start", runError("start", classification.kind, { message: failure.error, failure }));
    return { ok: false, ...failure, step: "start" };
  }
  claimOldMainAds(state, replanned.plan.mainCreative.id);
  const io: Io = { client, lock, state, selection: final, plan: { ...replanned.plan, whatsappNumber }, cityKeys: [] };
  let step: PublishStep = "start";
  try {
    await lock.save(state, step);
    for (const next of STEPS) {
      step = next.step;
      await next.run(io);
    }
    // Without activation the campaign stays PAUSED at Meta, and reads so here.
    const status: PublishedStatus = state.activated ? "active" : "paused";
    const names = io.selection.names;
    await db.campaign.update({
      where: { id: campaignId },
      data: {
        metaCampaignId: state.campaignId!,
        metaAdAccountName: names.adAccountName,
        metaPageName: names.pageName,
        metaPixelName: io.selection.pixelId ? (names.pixelName ?? null) : null,
        metaInstagramUsername: io.selection.instagramAccountId ? (names.instagramUsername ?? null) : null,
        // What it was published with: later edits, syncs and deletes talk to this account.
        metaAdAccountId: io.selection.adAccountId,
        metaPageId: io.selection.pageId,
        metaInstagramId: io.selection.instagramAccountId ?? null,
        metaPixelId: io.selection.pixelId ?? null,
        status,
      },
    });
    await linkMetaObjects(campaignId, objectsOfRun(state));
    await lock.complete(state);
    return { ok: true, metaCampaignId: state.campaignId!, status };
  } catch (error) {
    return failed(error, step, io);
  }
}

const failureOf = ({ error, values, classification }: PublishFailure): PublishFailure => ({
  error,
  ...(values ? { values } : {}),
  ...(classification ? { classification } : {}),
});

function runError(step: PublishStep, kind: string, fields: Partial<PublishRunError> & { message: string }): PublishRunError {
  return { code: null, subcode: null, userTitle: null, userMessage: null, fbtraceId: null, ...fields, step, kind };
}

async function failed(error: unknown, step: PublishStep, io: Io): Promise<PublishOutcome> {
  if (error instanceof LockLostError) return { ok: false, error: "wizard.publish.errors.alreadyRunning" };
  const enabledSets = io.plan.adSets.length;
  const budget = { currentCents: io.plan.adSets.reduce((sum, set) => sum + set.budget, 0), adSets: enabledSets, rule: io.plan.budgetRule };
  if (error instanceof GraphError) {
    const classification = classifyPublishError(error, budget);
    const failure: PublishFailure = { error: classification.titleKey, values: classification.values, classification };
    // Graph's message and codes only: the token travels in a header and is never part of them.
    logger.warn(
      { step, code: error.code ?? error.status, subcode: error.subcode, message: error.message, fbtraceId: error.fbtraceId },
      "[meta] publish failed",
    );
    await io.lock.fail(
      step,
      runError(step, classification.kind, {
        code: error.code,
        subcode: error.subcode,
        message: error.message,
        userTitle: error.userTitle,
        userMessage: error.userMessage,
        fbtraceId: error.fbtraceId,
        failure,
      }),
    );
    return { ok: false, ...failure, step };
  }
  const own = ownFailure(error);
  if (own) {
    const failure: PublishFailure = { error: own.key, values: own.values };
    await io.lock.fail(step, runError(step, "validation", { message: own.key, failure }));
    return { ok: false, ...failure, step };
  }
  // A network failure or a bug: recorded and reported (a bug's text is not shown), the lock released so a
  // retry can run.
  const message = error instanceof Error ? error.message : String(error);
  const network =
    error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError" || (error.name === "TypeError" && /fetch/i.test(message)));
  logger.warn({ step, err: error }, "[meta] publish failed");
  const classification = classifyPublishError(network ? message : "", budget);
  const failure: PublishFailure = { error: classification.titleKey, values: classification.values, classification };
  await io.lock.fail(step, runError(step, classification.kind, { message, failure }));
  return { ok: false, ...failure, step };
}
