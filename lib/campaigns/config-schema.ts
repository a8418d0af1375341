import { z } from "zod";
import { parseBudgetInput } from "@/lib/money/budget-input";
import type { MessageKey } from "@/lib/actions/result";
import { amountProblem, DEFAULT_BUDGET_RULE } from "@/lib/money/budget-rule";
import { budgetRuleSchema } from "@/lib/money/budget-rule-schema";
import { daysBetween, todayInBrazil, isCalendarDay } from "./calendar";

// spec 001 §3, §5, §9: the campaign configuration rules, shared by the wizard and the edit page.
export const CTA_OPTIONS = [
  "SHOP_NOW",
  "LEARN_MORE",
  "SIGN_UP",
  "SUBSCRIBE",
  "BOOK_NOW",
  "CONTACT_US",
  "GET_OFFER",
  "GET_QUOTE",
  "DOWNLOAD",
  "ORDER_NOW",
] as const;
export { MIN_DAILY_BUDGET_CENTS } from "@/lib/money/budget-rule";
export const MAX_CAMPAIGN_DAYS = 30;
export const AGE_MIN = 13;
export const AGE_MAX = 65;
export const AD_SET_TITLE_MAX = 40;
export const AD_SET_TEXT_MAX = 125;
/**
 * The message a WhatsApp ad types in for the person who taps it (issue 34). Meta's click-to-WhatsApp guide
 * gives no limit; its click-to-multidestination guide limits the same welcome message to 300 characters
 * (docs/research/click-to-whatsapp.md §3), which we keep.
 */
export const WHATSAPP_MESSAGE_MAX = 300;

export const isoDate = z.string().refine(isCalendarDay, { error: "campaignConfig.errors.dateInvalid" });

// The configuration's fields and rules, written once for the wizard (lib/wizard/config-schema.ts) and
// the edit page (below); each screen keeps only its own wording for an ad set's missing copy.
const ageRange = { error: "campaignConfig.errors.ageRange" } as const;
export const configFields = {
  projectName: z.string().trim().min(1, { error: "campaignConfig.errors.projectNameRequired" }).max(200, { error: "campaignConfig.errors.tooLong" }),
  cta: z.enum(CTA_OPTIONS, { error: "campaignConfig.errors.ctaRequired" }),
  startDate: isoDate,
  endDate: z.union([z.literal(""), isoDate]),
  age: z.number(ageRange).int(ageRange).min(AGE_MIN, ageRange).max(AGE_MAX, ageRange),
};

/**
 * Runs a form's cross-field rules even when a field of its own failed (zod skips them by default), as
 * long as the fields they read have their types: a form then reports every problem at once, not in waves.
 */
export function whenShaped(shape: z.ZodType): { when: (payload: { value: unknown }) => boolean } {
  return { when: (payload) => shape.safeParse(payload.value).success };
}

const scheduleShape = { startDate: z.string(), endDate: z.string(), ageMin: z.number(), ageMax: z.number() };
const adSetCopyShape = z.object({ enabled: z.boolean(), title: z.string(), primaryText: z.string() });
/** What the shared rules read: the schedule, the ages and the ad sets' copy. */
export const ruleShape = { ...scheduleShape, adSets: z.array(adSetCopyShape) };

type Schedule = { startDate: string; endDate: string; ageMin: number; ageMax: number };

/** 001 §5: the ages in order; the end at least a day after the start and at most 30 days; optionally not already past. */
export function checkScheduleAndAges(value: Schedule, ctx: z.RefinementCtx, { endInPast }: { endInPast: boolean }): void {
  if (value.ageMin > value.ageMax) ctx.addIssue({ code: "custom", path: ["ageMax"], message: "campaignConfig.errors.ageOrder" });
  if (!value.endDate || !isCalendarDay(value.startDate) || !isCalendarDay(value.endDate)) return;
  const span = daysBetween(value.startDate, value.endDate);
  if (span < 1) ctx.addIssue({ code: "custom", path: ["endDate"], message: "campaignConfig.errors.endAfterStart" });
  else if (span > MAX_CAMPAIGN_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: "campaignConfig.errors.maxDuration" });
  // Meta refuses an ad set whose end time has passed. The form knows no ad account's zone: Brazil's day.
  if (endInPast && value.endDate < todayInBrazil()) ctx.addIssue({ code: "custom", path: ["endDate"], message: "campaignConfig.errors.endInPast" });
}

type AdSetCopy = { enabled: boolean; title: string; primaryText: string };

/** 001 §5: at least one ad set active, and each active one with a title and a primary text. */
export function checkActiveAdSets(sets: readonly AdSetCopy[], ctx: z.RefinementCtx, missing: { title: MessageKey; text: MessageKey }): void {
  if (!sets.some((set) => set.enabled)) ctx.addIssue({ code: "custom", path: ["adSets"], message: "wizard.save.errors.noEnabledSet" });
  sets.forEach((set, index) => {
    if (!set.enabled) return;
    if (!set.title.trim()) ctx.addIssue({ code: "custom", path: ["adSets", index, "title"], message: missing.title });
    if (!set.primaryText.trim()) ctx.addIssue({ code: "custom", path: ["adSets", index, "primaryText"], message: missing.text });
  });
}

export const campaignEditSchema = z
  .object({
    projectName: configFields.projectName,
    headline: z.string().trim().max(255, { error: "campaignConfig.errors.tooLong" }),
    description: z.string().trim().max(2000, { error: "campaignConfig.errors.tooLong" }),
    cta: configFields.cta,
    /** A WhatsApp campaign's prefilled message (issue 34); left out for a website campaign. */
    whatsappMessage: z.string().trim().max(WHATSAPP_MESSAGE_MAX, { error: "wizard.destination.errors.messageTooLong" }).optional(),
    /** As typed in the campaign's currency ("1.500,00", "1,500.00", "R$ 20"); read into minor units by the budget field's rule (below). */
    dailyBudget: z.string().max(30, { error: "campaignConfig.errors.budgetInvalid" }),
    /** The currency and minimum the form showed; the server checks the budget again with its own (lib/campaigns/edit.ts). */
    budgetRule: budgetRuleSchema.default(DEFAULT_BUDGET_RULE),
    startDate: isoDate,
    endDate: z.union([z.literal(""), isoDate]),
    ageMin: z.coerce
      .number({ error: "campaignConfig.errors.ageRange" })
      .int({ error: "campaignConfig.errors.ageRange" })
      .min(AGE_MIN, { error: "campaignConfig.errors.ageRange" })
      .max(AGE_MAX, { error: "campaignConfig.errors.ageRange" }),
    ageMax: z.coerce
      .number({ error: "campaignConfig.errors.ageRange" })
      .int({ error: "campaignConfig.errors.ageRange" })
      .min(AGE_MIN, { error: "campaignConfig.errors.ageRange" })
      .max(AGE_MAX, { error: "campaignConfig.errors.ageRange" }),
    /** The stored ad sets' copy and switch, by id (name, audience and interests are not edited here). */
    adSets: z
      .array(
        z.object({
          id: z.string().max(100),
          title: z.string().trim().max(AD_SET_TITLE_MAX, { error: "campaignConfig.errors.tooLong" }),
          primaryText: z.string().trim().max(AD_SET_TEXT_MAX, { error: "campaignConfig.errors.tooLong" }),
          enabled: z.boolean(),
        }),
      )
      .max(10)
      .default([]),
  })
  .superRefine(
    (value, ctx) => {
      checkBudgetText(value, ctx);
      // The form sends the stored sets' copy; a campaign without stored sets has none to check.
      if (value.adSets.length)
        checkActiveAdSets(value.adSets, ctx, { title: "campaignConfig.errors.adSetTitleRequired", text: "campaignConfig.errors.adSetTextRequired" });
      checkScheduleAndAges(value, ctx, { endInPast: false });
    },
    whenShaped(z.object({ ...ruleShape, dailyBudget: z.string(), budgetRule: z.unknown() })),
  )
  .transform((value) => {
    const typed = parseBudgetInput(value.dailyBudget, value.budgetRule.currency);
    return { ...value, dailyBudget: typed.ok ? typed.minor : Number.NaN };
  });

export { budgetInvalidKey } from "@/lib/money/budget-input";

/** The typed budget, read in its rule's currency; with no valid rule there is nothing to read it by (its own issue says why). */
function checkBudgetText(value: { dailyBudget: string; budgetRule: { currency: string; perSetMinimum: number } }, ctx: z.RefinementCtx): void {
  if (!budgetRuleSchema.safeParse(value.budgetRule).success) return;
  const typed = parseBudgetInput(value.dailyBudget, value.budgetRule.currency);
  if (!typed.ok) ctx.addIssue({ code: "custom", path: ["dailyBudget"], message: typed.error });
  else {
    const problem = amountProblem(typed.minor, value.budgetRule);
    if (problem) ctx.addIssue({ code: "custom", path: ["dailyBudget"], message: problem });
  }
}

export type CampaignEditInput = z.input<typeof campaignEditSchema>;
export type CampaignEditValues = z.output<typeof campaignEditSchema>;
