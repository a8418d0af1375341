import "server-only";
import type { GraphClient } from "@/lib/meta/graph";

// Meta's view of linked campaigns, read with Graph's multiple-ID read (GET /?ids=a,b&fields=..., at most
// 50 ids a request) and field expansion of each campaign's ad sets and ads: one request per 50
// campaigns, whatever the number of ads. Fields from the codegen specs Campaign.json, AdSet.json,
// Ad.json (effective_status, issues_info, ad_review_feedback).

export const IDS_PER_READ = 50;
const AD_SET_FIELDS = "id,name,status,effective_status,daily_budget,start_time,end_time";
const AD_FIELDS = "id,name,adset_id,status,effective_status,issues_info,ad_review_feedback";
export const CAMPAIGN_FIELDS = `id,name,status,effective_status,issues_info,adsets.limit(100){${AD_SET_FIELDS}},ads.limit(250){${AD_FIELDS}}`;

type IssueNode = { error_summary?: string; error_message?: string };
type ReviewNode = { global?: Record<string, string>; placement_specific?: Record<string, Record<string, string>> };
type AdSetNode = { id: string; name?: string; status?: string; effective_status?: string; daily_budget?: string; start_time?: string; end_time?: string };
type AdNode = { id: string; name?: string; adset_id?: string; status?: string; effective_status?: string; issues_info?: IssueNode[]; ad_review_feedback?: ReviewNode };
type CampaignNode = {
  id: string;
  name?: string;
  status?: string;
  effective_status?: string;
  issues_info?: IssueNode[];
  adsets?: { data?: AdSetNode[] };
  ads?: { data?: AdNode[] };
};

export type MetaAdSetState = { id: string; name: string; status: string; effectiveStatus: string; dailyBudget: number | null; endTime: string | null };
export type MetaAdState = { id: string; name: string; adSetId: string | null; status: string; effectiveStatus: string; problems: string[] };
export type MetaCampaignState = { id: string; name: string; status: string; effectiveStatus: string; problems: string[]; adSets: MetaAdSetState[]; ads: MetaAdState[] };

const issueTexts = (issues: IssueNode[] | undefined) =>
  (issues ?? []).map((issue) => [issue.error_summary, issue.error_message].filter(Boolean).join(": ")).filter(Boolean);

/** What the review said, in Meta's words: the global verdicts, then those of single placements. */
function reviewTexts(review: ReviewNode | undefined): string[] {
  const global = Object.values(review?.global ?? {});
  const placements = Object.values(review?.placement_specific ?? {}).flatMap((entry) => Object.values(entry ?? {}));
  return [...global, ...placements].filter((text): text is string => typeof text === "string" && text.trim() !== "");
}

export function campaignStateOf(node: CampaignNode): MetaCampaignState {
  return {
    id: node.id,
    name: node.name ?? "",
    status: node.status ?? "PAUSED",
    effectiveStatus: node.effective_status ?? node.status ?? "PAUSED",
    problems: issueTexts(node.issues_info),
    adSets: (node.adsets?.data ?? []).map((set) => ({
      id: set.id,
      name: set.name ?? "",
      status: set.status ?? "PAUSED",
      effectiveStatus: set.effective_status ?? set.status ?? "PAUSED",
      dailyBudget: set.daily_budget ? Number(set.daily_budget) : null,
      endTime: set.end_time ?? null,
    })),
    ads: (node.ads?.data ?? []).map((ad) => ({
      id: ad.id,
      name: ad.name ?? "",
      adSetId: ad.adset_id ?? null,
      status: ad.status ?? "PAUSED",
      effectiveStatus: ad.effective_status ?? ad.status ?? "PAUSED",
      problems: [...new Set([...reviewTexts(ad.ad_review_feedback), ...issueTexts(ad.issues_info)])],
    })),
  };
}

/** The state at Meta of each campaign id; a failure of any read throws (the caller keeps what it had). */
export async function readCampaignStates(client: GraphClient, ids: string[]): Promise<Map<string, MetaCampaignState>> {
  const states = new Map<string, MetaCampaignState>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += IDS_PER_READ) {
    const chunk = unique.slice(start, start + IDS_PER_READ);
    const answer = await client.get<Record<string, CampaignNode>>("", { ids: chunk.join(","), fields: CAMPAIGN_FIELDS });
    for (const id of chunk) {
      const node = answer[id];
      if (node && typeof node === "object") states.set(id, campaignStateOf({ ...node, id }));
    }
  }
  return states;
}
