import { CREATIVE_FEATURE_NAMES } from "@/lib/meta/creative-features";
import { z } from "zod";
import { amountLimits, amountProblem, checkBudget, DEFAULT_BUDGET_RULE } from "@/lib/money/budget-rule";
import { budgetRuleSchema } from "@/lib/money/budget-rule-schema";
import { budgetInvalidKey } from "@/lib/money/budget-input";
import { pageIssues, type PageFacts } from "@/lib/meta/page-rules";
import { targetsBrazil } from "@/lib/meta/regulation/fields";
import { AD_SET_TEXT_MAX, AD_SET_TITLE_MAX, checkActiveAdSets, checkScheduleAndAges, configFields, ruleShape, whenShaped } from "@/lib/campaigns/config-schema";
import { adSetSchema, uniqueIds, type StoredAdSet } from "@/lib/campaigns/stored";
import { hasUnmatchedSegments, UNMATCHED_SEGMENTS } from "@/lib/campaigns/targeting";
import { DESTINATIONS, WHATSAPP_MESSAGE_MAX } from "@/lib/campaigns/model";

// spec 001 §3 campaign config and §5 validation: one schema for the wizard's form (react-hook-form)
// and for the server's save. Messages are keys; the ad set ones take the set's name.
export { AD_SET_TEXT_MAX, AD_SET_TITLE_MAX };

/** What the cross-field rules below read (budget, schedule, ages, ad sets). */
const refinedShape = z.object({
  ...ruleShape,
  dailyBudget: z.number().or(z.nan()),
  budgetRule: budgetRuleSchema,
  adSets: z.array(z.object({ enabled: z.boolean(), title: z.string(), primaryText: z.string(), metaInterests: z.array(z.unknown()) })),
  destination: z.enum(DESTINATIONS),
  whatsappMessage: z.string(),
});

export const wizardConfigSchema = z
  .object({
    projectName: configFields.projectName,
    objective: z.enum(["traffic", "conversions"]),
    ctaText: configFields.cta,
    /** Where the ads take people (issue 34): the product page, or a WhatsApp chat opened with `whatsappMessage`. */
    destination: z.enum(DESTINATIONS).default("website"),
    whatsappMessage: z.string().max(WHATSAPP_MESSAGE_MAX, { error: "wizard.destination.errors.messageTooLong" }).default(""),
    /** Meta's creative enhancements the seller turned on (issue 35); none by default. */
    creativeFeatures: z.array(z.enum(CREATIVE_FEATURE_NAMES)).max(CREATIVE_FEATURE_NAMES.length).default([]),
    startDate: configFields.startDate,
    endDate: configFields.endDate,
    targetCountries: z.array(z.string().length(2)).min(1, { error: "wizard.config.errors.countryRequired" }).max(10),
    targetCities: z.array(z.string().max(100)).max(100),
    ageMin: configFields.age,
    ageMax: configFields.age,
    /** Minor units, read from the field's text by lib/money/budget-input.ts; NaN while that text is not an amount. */
    dailyBudget: z.union([z.number().int().min(0, { error: "campaignConfig.errors.budgetMinimum" }), z.nan()], {
      error: "campaignConfig.errors.budgetRequired",
    }),
    /**
     * The chosen ad account's currency and minimum (BRL and R$ 20 until one is chosen): the budget is in
     * its minor units. Publishing checks the budget again with the account as Meta reports it.
     */
    budgetRule: budgetRuleSchema.default(DEFAULT_BUDGET_RULE),
    adSets: z.array(adSetSchema).max(10).refine(uniqueIds, { error: "errors.invalidField" }),
    // The Meta assets chosen for publishing (001 §3); ad account and page are required to publish.
    adAccountId: z.string().max(40).optional(),
    pageId: z.string().max(40).optional(),
    instagramAccountId: z.string().max(40).optional(),
    pixelId: z.string().max(40).optional(),
    metaAccountNames: z
      .object({ adAccountName: z.string().max(200), pageName: z.string().max(200), pixelName: z.string().max(200), instagramUsername: z.string().max(100) })
      .partial()
      .default({}),
  })
  .superRefine((value, ctx) => {
    if (Number.isNaN(value.dailyBudget)) ctx.addIssue({ code: "custom", path: ["dailyBudget"], message: budgetInvalidKey(value.budgetRule.currency) });
    else {
      const problem = amountProblem(value.dailyBudget, value.budgetRule);
      if (problem) ctx.addIssue({ code: "custom", path: ["dailyBudget"], message: problem });
    }
    checkScheduleAndAges(value, ctx, { endInPast: true });
    // Meta lets teens (13-17) be reached by age and place only, never by interests
    // (about.fb.com/news/2023/01/age-appropriate-ads-for-teens).
    if (value.ageMin < 18 && value.adSets.some((set) => set.enabled && set.metaInterests.length > 0)) {
      ctx.addIssue({ code: "custom", path: ["ageMin"], message: "wizard.config.errors.teenInterests" });
    }
    checkActiveAdSets(value.adSets, ctx, { title: "wizard.save.errors.adSetTitle", text: "wizard.save.errors.adSetText" });
    if (value.destination === "whatsapp" && !value.whatsappMessage.trim())
      ctx.addIssue({ code: "custom", path: ["whatsappMessage"], message: "wizard.publish.errors.whatsappMessageRequired" });
  }, whenShaped(refinedShape));

export type WizardConfig = z.input<typeof wizardConfigSchema>;
export type WizardAdSetValues = StoredAdSet;

/** A website campaign for conversions counts them with the pixel; a WhatsApp campaign counts conversations. */
export function usesPixel(config: Pick<WizardConfig, "objective" | "destination">): boolean {
  return config.objective === "conversions" && config.destination !== "whatsapp";
}

export type ConfigIssue = { path: string; message: string; values?: Record<string, string | number> };

/**
 * Every rule of 001 §5 the configuration breaks. `publishOnly` marks the creatives rule: saving is
 * allowed without media, publishing is not.
 */
export function configIssues(
  config: WizardConfig,
  creativeCount: number,
  options: { metaConnected?: boolean; metaPages?: readonly PageFacts[] | null; regulationSaved?: boolean | null } = {},
): (ConfigIssue & { publishOnly: boolean })[] {
  const parsed = wizardConfigSchema.safeParse(config);
  const issues = (parsed.error?.issues ?? []).map((issue): ConfigIssue & { publishOnly: boolean } => {
    const [first, index] = issue.path;
    const set = first === "adSets" && typeof index === "number" ? config.adSets[index] : undefined;
    return { path: issue.path.join("."), message: issue.message, publishOnly: false, ...(set ? { values: { name: set.name } } : {}) };
  });
  const rule = config.budgetRule ?? DEFAULT_BUDGET_RULE;
  // An amount refused on its own says the limits; none (NaN) is not an amount and quotes none.
  if (Number.isFinite(config.dailyBudget)) for (const issue of issues) if (issue.path === "dailyBudget") issue.values = amountLimits(rule);
  // 001 §5 Budget check: every enabled set gets at least the account's minimum (Meta refuses less).
  const budget = checkBudget(config.dailyBudget, config.adSets.filter((set) => set.enabled).length, rule);
  // An amount refused on its own, or none (NaN), already has its own issue.
  if (!budget.ok && Number.isFinite(config.dailyBudget) && !amountProblem(config.dailyBudget, rule)) {
    issues.push({
      path: "dailyBudget",
      message: "wizard.config.errors.budgetPerSet",
      publishOnly: true,
      values: { minimum: budget.minimumCents, perSet: budget.perSetCents, currency: budget.currency },
    });
  }
  // What the sets show is what Meta gets: the AI's segments are matched to Meta interests first (issue 31).
  if (options.metaConnected)
    config.adSets.forEach((set, index) => {
      if (hasUnmatchedSegments(set))
        issues.push({ path: `adSets.${index}.audience`, message: UNMATCHED_SEGMENTS, publishOnly: true, values: { name: set.name } });
    });
  if (creativeCount === 0) issues.push({ path: "creatives", message: "wizard.config.errors.creativeRequired", publishOnly: true });
  // Found here, before anything reaches Meta, and shown beside the pixel with the way out (001 §5).
  if (options.metaConnected && usesPixel(config) && !config.pixelId)
    issues.push({ path: "pixelId", message: "wizard.publish.errors.pixelRequired", publishOnly: true });
  if (options.metaConnected && !config.adAccountId) issues.push({ path: "adAccountId", message: "wizard.config.errors.adAccountRequired", publishOnly: true });
  if (options.metaConnected && !config.pageId) issues.push({ path: "pageId", message: "wizard.config.errors.pageRequired", publishOnly: true });
  // Once the Pages are read from Meta: one the person can't advertise for, an Instagram account not the Page's.
  if (options.metaConnected) for (const issue of pageIssues(config, options.metaPages)) issues.push({ ...issue, publishOnly: true });
  // Brazil's ad regulation: an audience in Brazil needs the verified ids saved for the ad account (once known).
  if (options.metaConnected && config.adAccountId && options.regulationSaved === false && targetsBrazil(config.targetCountries, config.targetCities))
    issues.push({ path: "regulation", message: "wizard.regulation.errors.required", publishOnly: true });
  return issues;
}
