import "server-only";
import { generatedAdSchema, HEADLINE_MAX, PRIMARY_TEXT_MAX, type GeneratedAd } from "@/lib/ai/generated-ad";
import { budgetRuleFor } from "@/lib/money/budget-rule";
import { storedDay } from "@/lib/campaigns/calendar";
import { storedAdSets, storedCreatives } from "@/lib/campaigns/stored";
import { db } from "@/lib/db";
import { chosenFeatures } from "@/lib/meta/creative-features";
import { mayStillPublish } from "@/lib/meta/run-state";
import { clearWizardDraft, getWizardDraft, saveWizardDraft } from "./draft";
import { wizardDraftSchema, type WizardDraft } from "./draft-schema";
import { campaignAges, campaignCountries, campaignCta, campaignDestination, campaignName } from "@/lib/campaigns/model";

// Issue 31, one publish path: every way to publish a saved campaign (its view and detail pages, card,
// table, edit page, New campaign's banner) opens it in the wizard's configuration step, with its
// creatives, cities, preview, interests and checks, instead of a poorer dialog.

const COLUMNS = {
  id: true,
  productName: true,
  projectName: true,
  productUrl: true,
  headline: true,
  description: true,
  cta: true,
  destination: true,
  whatsappMessage: true,
  creativeFeatures: true,
  targetAudience: true,
  objective: true,
  campaignObjective: true,
  dailyBudget: true,
  currency: true,
  targetingAgeMin: true,
  targetingAgeMax: true,
  targetingCountries: true,
  targetingCities: true,
  startDate: true,
  endDate: true,
  imageUrl: true,
  creatives: true,
  adSetsConfig: true,
  metaAdAccountId: true,
  metaPageId: true,
  metaInstagramId: true,
  metaPixelId: true,
  metaAdAccountName: true,
  metaPageName: true,
  metaPixelName: true,
  metaInstagramUsername: true,
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof findPublishable>>>;

/** The user's campaign when it may still be published from scratch (never linked to Meta, no run under way). */
const findPublishable = (userId: string, campaignId: string) =>
  db.campaign.findFirst({ where: { id: campaignId, userId, ...mayStillPublish }, select: COLUMNS });

/** The copy the campaign was saved with, in the shape the wizard keeps (the stored row allows less). */
function adOf(row: Row, name: string): GeneratedAd {
  const sets = storedAdSets(row.adSetsConfig);
  const segments = (row.targetAudience ?? "")
    .split(",")
    .map((item) => item.trim().slice(0, 80))
    .filter(Boolean);
  const ad = {
    headline: (row.headline || sets[0]?.title || name).slice(0, HEADLINE_MAX),
    description: (row.description || sets[0]?.primaryText || name).slice(0, PRIMARY_TEXT_MAX),
    cta: campaignCta(row.cta),
    audienceTargeting: segments.length ? segments.slice(0, 20) : [name.slice(0, 80)],
    objective: row.objective === "Conversões" ? ("Conversões" as const) : ("Tráfego" as const),
    keywords: [],
  };
  const parsed = generatedAdSchema.safeParse(ad);
  return parsed.success
    ? parsed.data
    : { ...ad, headline: name.slice(0, HEADLINE_MAX), description: name.slice(0, PRIMARY_TEXT_MAX), audienceTargeting: [name.slice(0, 80)] };
}

/** A saved campaign as the wizard's configuration step holds it, saving back to the same campaign. */
export function draftOfCampaign(row: Row): WizardDraft | null {
  const name = campaignName(row);
  if (!row.productUrl || !name) return null;
  const names = {
    ...(row.metaAdAccountName ? { adAccountName: row.metaAdAccountName } : {}),
    ...(row.metaPageName ? { pageName: row.metaPageName } : {}),
    ...(row.metaPixelName ? { pixelName: row.metaPixelName } : {}),
    ...(row.metaInstagramUsername ? { instagramUsername: row.metaInstagramUsername } : {}),
  };
  const draft = {
    step: 3,
    url: row.productUrl,
    product: {
      url: row.productUrl,
      title: row.productName,
      description: null,
      imageUrl: row.imageUrl,
      price: null,
      currency: null,
      brand: null,
      category: null,
      fallback: false,
    },
    ad: adOf(row, name),
    campaignId: row.id,
    creatives: storedCreatives(row.creatives),
    config: {
      projectName: name,
      objective: row.campaignObjective === "conversions" ? "conversions" : "traffic",
      ctaText: campaignCta(row.cta),
      destination: campaignDestination(row),
      whatsappMessage: row.whatsappMessage ?? "",
      creativeFeatures: chosenFeatures(row.creativeFeatures),
      startDate: storedDay(row.startDate) ?? "",
      endDate: storedDay(row.endDate) ?? "",
      targetCountries: campaignCountries(row),
      targetCities: row.targetingCities,
      ...campaignAges(row),
      dailyBudget: row.dailyBudget ?? 0,
      // The account's own minimum is read again when the step opens with the account chosen.
      budgetRule: budgetRuleFor(row.currency, null),
      adSets: storedAdSets(row.adSetsConfig),
      ...(row.metaAdAccountId ? { adAccountId: row.metaAdAccountId } : {}),
      ...(row.metaPageId ? { pageId: row.metaPageId } : {}),
      ...(row.metaInstagramId ? { instagramAccountId: row.metaInstagramId } : {}),
      ...(row.metaPixelId ? { pixelId: row.metaPixelId } : {}),
      metaAccountNames: names,
    },
  };
  const parsed = wizardDraftSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}

export type OpenOutcome =
  | { kind: "opened" }
  /** The wizard holds other work not saved as a campaign: the seller chooses before it is replaced. */
  | { kind: "unsavedWork"; name: string }
  /** Published, being published, someone else's, or gone: nothing to open in the wizard. */
  | { kind: "unavailable" };

/** Puts the saved campaign in the wizard (its draft slot), unless that would drop unsaved work and `replace` is not set. */
export async function openCampaignInWizard(userId: string, campaignId: string, replace = false): Promise<OpenOutcome> {
  const row = await findPublishable(userId, campaignId);
  const draft = row ? draftOfCampaign(row) : null;
  if (!row || !draft) return { kind: "unavailable" };
  const current = await getWizardDraft(userId);
  // Work already saved as a campaign lives in that campaign; a draft past step 1 that saved nothing does not.
  const unsaved = current && current.campaignId === null && current.step > 1;
  if (unsaved && !replace)
    return { kind: "unsavedWork", name: campaignName({ projectName: current.config?.projectName, productName: current.product?.title }, current.url) };
  await clearWizardDraft(userId);
  await saveWizardDraft(userId, draft);
  return { kind: "opened" };
}
