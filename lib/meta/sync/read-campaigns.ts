import "server-only";
import { MAX_BATCH_ITEMS, type GraphClient, type GraphError } from "@/lib/meta/graph";

// Meta's view of linked campaigns, read with Graph batch requests (GET {campaign_id}?fields=... for each,
// at most 50 a batch: https://developers.facebook.com/docs/graph-api/batch-requests) and field expansion
// of each campaign's ad sets and ads: one HTTP request per 50 campaigns, whatever the number of ads, on
// every Graph version (root GET /?ids= is refused from v26.0, restfb/restfb#1692). Fields from the
// codegen specs Campaign.json, AdSet.json, Ad.json (effective_status, issues_info, ad_review_feedback).
const AD_SET_FIELDS = "id,name,status,effective_status,issues_info,daily_budget,start_time,end_time";
const AD_FIELDS = "id,name,adset_id,status,effective_status,issues_info,ad_review_feedback";
export const CAMPAIGN_FIELDS = `id,name,status,effective_status,issues_info,adsets.limit(100){${AD_SET_FIELDS}},ads.limit(250){${AD_FIELDS}}`;

type IssueNode = { error_summary?: string; error_message?: string };
type ReviewNode = { global?: Record<string, string>; placement_specific?: Record<string, Record<string, string>> };
type AdSetNode = {
  id: string;
  name?: string;
  status?: string;
  effective_status?: string;
  issues_info?: IssueNode[];
  daily_budget?: string;
  start_time?: string;
  end_time?: string;
};
type AdNode = {
  id: string;
  name?: string;
  adset_id?: string;
  status?: string;
  effective_status?: string;
  issues_info?: IssueNode[];
  ad_review_feedback?: ReviewNode;
};
type CampaignNode = {
  id: string;
  name?: string;
  status?: string;
  effective_status?: string;
  issues_info?: IssueNode[];
  adsets?: { data?: AdSetNode[] };
  ads?: { data?: AdNode[] };
};

export type MetaAdSetState = {
  id: string;
  name: string;
  status: string;
  effectiveStatus: string;
  dailyBudget: number | null;
  endTime: string | null;
  problems: string[];
};
export type MetaAdState = { id: string; name: string; adSetId: string | null; status: string; effectiveStatus: string; problems: string[] };
export type MetaCampaignState = {
  id: string;
  name: string;
  status: string;
  effectiveStatus: string;
  problems: string[];
  adSets: MetaAdSetState[];
  ads: MetaAdState[];
};

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
      problems: issueTexts(set.issues_info),
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

/** A campaign Meta no longer has, as a deleted one reads: nothing runs, nothing can be stopped there. */
const goneState = (id: string): MetaCampaignState => ({ id, name: "", status: "DELETED", effectiveStatus: "DELETED", problems: [], adSets: [], ads: [] });

// Graph's answer for an id it can't load: code 100, subcode 33, "Object with ID '...' does not exist,
// cannot be loaded due to missing permissions...". Meta doesn't tell the two apart, so the campaign's ad
// account is read too: readable means the campaign is gone; not readable means access was lost, and a
// campaign that may still be spending must not read as deleted.
const isGone = (error: GraphError) => error.code === 100 && error.subcode === 33;

/** Throws unless every ad account of the campaigns Graph could not load is readable. */
async function confirmGone(client: GraphClient, missing: { id: string; error: GraphError }[], accountOf: (id: string) => string | undefined): Promise<void> {
  const accounts = new Map<string, GraphError>();
  for (const { id, error } of missing) {
    const account = accountOf(id);
    if (!account) throw error;
    accounts.set(account, error);
  }
  const list = [...accounts.keys()];
  for (let start = 0; start < list.length; start += MAX_BATCH_ITEMS) {
    const chunk = list.slice(start, start + MAX_BATCH_ITEMS);
    const results = await client.batch<{ id: string }>(chunk.map((account) => ({ method: "GET", path: account, params: { fields: "id" } })));
    results.forEach((result) => {
      if (!result.ok) throw result.error;
    });
  }
}

/**
 * The state at Meta of each campaign id. A campaign Meta no longer has (in an ad account still readable)
 * reads as deleted; any other failed call (token, lost access, rate limit, Meta down, a batch call that
 * timed out) throws, so the caller keeps what it had.
 */
export async function readCampaignStates(
  client: GraphClient,
  ids: string[],
  accountOf: (id: string) => string | undefined = () => undefined,
): Promise<Map<string, MetaCampaignState>> {
  const states = new Map<string, MetaCampaignState>();
  const missing: { id: string; error: GraphError }[] = [];
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += MAX_BATCH_ITEMS) {
    const chunk = unique.slice(start, start + MAX_BATCH_ITEMS);
    const results = await client.batch<CampaignNode>(chunk.map((id) => ({ method: "GET", path: id, params: { fields: CAMPAIGN_FIELDS } })));
    results.forEach((result, index) => {
      const id = chunk[index]!;
      if (result.ok) states.set(id, campaignStateOf({ ...result.data, id }));
      else if (isGone(result.error)) missing.push({ id, error: result.error });
      else throw result.error;
    });
  }
  if (missing.length) {
    await confirmGone(client, missing, accountOf);
    for (const { id } of missing) states.set(id, goneState(id));
  }
  return states;
}
