import { inPageOrder } from "./issue-order";

describe("inPageOrder: the first problem is the first one down the page", () => {
  it("puts creatives first, then the form's sections in order, the ad sets by index", () => {
    const paths = ["adSets.1.title", "dailyBudget", "adSets.0.primaryText", "creatives", "endDate", "projectName", "pageId", "adSets", "adSets.0.title"];
    expect(inPageOrder(paths.map((path) => ({ path }))).map((issue) => issue.path)).toEqual([
      "creatives",
      "projectName",
      "dailyBudget",
      "endDate",
      "pageId",
      "adSets",
      "adSets.0.title",
      "adSets.0.primaryText",
      "adSets.1.title",
    ]);
  });

  it("keeps two problems of one field in the order they were found, and unknown fields last", () => {
    const issues = [
      { path: "somethingNew", n: 1 },
      { path: "dailyBudget", n: 2 },
      { path: "dailyBudget", n: 3 },
    ];
    expect(inPageOrder(issues).map((issue) => issue.n)).toEqual([2, 3, 1]);
  });
});
