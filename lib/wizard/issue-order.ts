// The configuration's fields in the order the step shows them (001 §2 Step 3: creatives first, then
// the form's sections), so "the first problem" is the first one the seller meets going down the page.
const PAGE_ORDER = [
  "creatives",
  "projectName",
  "objective",
  "ctaText",
  "targetCountries",
  "targetCities",
  "ageMin",
  "ageMax",
  "dailyBudget",
  "startDate",
  "endDate",
  "adAccountId",
  "pageId",
  "instagramAccountId",
  "pixelId",
  "regulation",
  "destination",
  "whatsappMessage",
  "adSets",
];

const rankOf = (path: string) => {
  const rank = PAGE_ORDER.indexOf(path.split(".")[0] ?? "");
  return rank < 0 ? PAGE_ORDER.length : rank;
};

/** The issues sorted by where their field is on the page; the ad sets' in their own order (by index). */
export function inPageOrder<T extends { path: string }>(issues: readonly T[]): T[] {
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort(
      (a, b) =>
        rankOf(a.issue.path) - rankOf(b.issue.path) ||
        adSetIndex(a.issue.path) - adSetIndex(b.issue.path) ||
        AD_SET_FIELDS.indexOf(fieldOf(a.issue.path)) - AD_SET_FIELDS.indexOf(fieldOf(b.issue.path)) ||
        a.index - b.index,
    )
    .map(({ issue }) => issue);
}

// Within one ad set's panel: the switch, the title, then the primary text.
const AD_SET_FIELDS = ["enabled", "title", "primaryText"];
const adSetIndex = (path: string) => Number(/^adSets\.(\d+)/.exec(path)?.[1] ?? -1);
const fieldOf = (path: string) => /^adSets\.\d+\.(\w+)/.exec(path)?.[1] ?? "";
