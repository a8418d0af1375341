import "server-only";
import { newestUnpublishedDraft } from "@/lib/campaigns/queries";
import { getCampaignPublishState, type CampaignPublishState } from "@/lib/meta/publish";
import { getWizardDraft } from "./draft";
import type { WizardDraft } from "./draft-schema";

export type WizardLoad = {
  draft: WizardDraft | null;
  /** Where the campaign the draft saved stands with Meta (decision 025); null when it saved none. */
  publish: CampaignPublishState | null;
  /** Without a draft: the newest saved campaign that may still be published, offered to continue. */
  saved: { id: string; name: string } | null;
};

/** What New campaign opens with: the unfinished draft and its campaign's publish state, or a saved campaign to offer. */
export async function loadWizard(userId: string): Promise<WizardLoad> {
  const draft = await getWizardDraft(userId);
  if (!draft) return { draft: null, publish: null, saved: await newestUnpublishedDraft(userId) };
  const publish = draft.campaignId ? await getCampaignPublishState(userId, draft.campaignId) : null;
  return { draft, publish, saved: null };
}
