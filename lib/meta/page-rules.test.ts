import { configIssues, type WizardConfig } from "@/lib/wizard/config-schema";
import { canAdvertiseWith, INSTAGRAM_NOT_OF_PAGE, instagramOfPage, PAGE_CANNOT_ADVERTISE, pageIssues, type PageFacts } from "./page-rules";

// Issue 12 pre-flight: the Page must give the person its ADVERTISE task, and the Instagram account must
// be the Page's own; both counted in the configuration's issues once Meta is connected.

const PAGES: PageFacts[] = [
  { id: "p1", canAdvertise: true, instagram: { id: "ig1" } },
  { id: "p2", canAdvertise: false, instagram: null },
];

describe("canAdvertiseWith", () => {
  it("needs ADVERTISE among the tasks; no tasks list at all is unknown, so allowed", () => {
    expect(canAdvertiseWith(["ANALYZE", "ADVERTISE"])).toBe(true);
    expect(canAdvertiseWith(["ANALYZE", "CREATE_CONTENT", "MODERATE"])).toBe(false);
    expect(canAdvertiseWith([])).toBe(false);
    expect(canAdvertiseWith(undefined)).toBe(true);
  });
});

describe("pageIssues", () => {
  it("refuses a Page without the task and an Instagram account that isn't the Page's", () => {
    expect(pageIssues({ pageId: "p2" }, PAGES)).toEqual([{ path: "pageId", message: PAGE_CANNOT_ADVERTISE }]);
    expect(pageIssues({ pageId: "p1", instagramAccountId: "ig9" }, PAGES)).toEqual([{ path: "instagramAccountId", message: INSTAGRAM_NOT_OF_PAGE }]);
    expect(pageIssues({ pageId: "p2", instagramAccountId: "ig1" }, PAGES)).toHaveLength(2);
  });

  it("says nothing before the Pages are known, without a Page, or for the Page's own account or none", () => {
    expect(pageIssues({ pageId: "p2" }, null)).toEqual([]);
    expect(pageIssues({ pageId: "" }, PAGES)).toEqual([]);
    expect(pageIssues({ pageId: "p1", instagramAccountId: "ig1" }, PAGES)).toEqual([]);
    expect(pageIssues({ pageId: "p1", instagramAccountId: "" }, PAGES)).toEqual([]);
    expect(instagramOfPage(PAGES[1], null)).toBe(true);
  });
});

describe("configIssues counts them for publishing once Meta is connected", () => {
  const config = { objective: "traffic", adAccountId: "act_1", pageId: "p2", instagramAccountId: "ig1", adSets: [] } as unknown as WizardConfig;
  const pageMessages = (issues: ReturnType<typeof configIssues>) => issues.filter((issue) => issue.path === "pageId" || issue.path === "instagramAccountId");

  it("as publish-only issues, like the pixel rule", () => {
    expect(pageMessages(configIssues(config, 1, { metaConnected: true, metaPages: PAGES }))).toEqual([
      { path: "pageId", message: PAGE_CANNOT_ADVERTISE, publishOnly: true },
      { path: "instagramAccountId", message: INSTAGRAM_NOT_OF_PAGE, publishOnly: true },
    ]);
  });

  it("not before Meta is connected or the Pages are read", () => {
    expect(pageMessages(configIssues(config, 1, { metaPages: PAGES }))).toEqual([]);
    expect(pageMessages(configIssues(config, 1, { metaConnected: true }))).toEqual([]);
  });
});
