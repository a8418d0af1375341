import { campaignListHref, campaignListQuerySchema, isFiltered, pageWindow } from "./list-query";

describe("campaignListQuerySchema", () => {
  it("reads the search, the status and the page from the URL", () => {
    expect(campaignListQuerySchema.parse({ q: "  tênis ", status: "paused", page: "3" })).toEqual({ q: "tênis", status: "paused", page: 3 });
  });

  it("falls back to the whole list, page 1, for anything odd", () => {
    expect(campaignListQuerySchema.parse({})).toEqual({ q: "", status: null, page: 1 });
    expect(campaignListQuerySchema.parse({ q: "", status: "", page: "" })).toEqual({ q: "", status: null, page: 1 });
    expect(campaignListQuerySchema.parse({ status: "PAUSED", page: "-2" })).toEqual({ q: "", status: null, page: 1 });
    expect(campaignListQuerySchema.parse({ q: ["a", "b"], status: ["draft", "active"], page: "1.5" })).toEqual({ q: "a", status: "draft", page: 1 });
    expect(campaignListQuerySchema.parse({ q: "x".repeat(201) }).q).toBe("");
  });

  it("drops NUL bytes, which PostgreSQL refuses", () => {
    expect(campaignListQuerySchema.parse({ q: "tê\0nis" }).q).toBe("tênis");
  });
});

describe("campaignListHref", () => {
  it("keeps the search and status, and leaves out page 1 and empty fields", () => {
    expect(campaignListHref("/dashboard", { q: "", status: null, page: 1 })).toBe("/dashboard");
    expect(campaignListHref("/campaigns", { q: "50% off & más", status: "active", page: 2 })).toBe("/campaigns?q=50%25+off+%26+m%C3%A1s&status=active&page=2");
    expect(isFiltered({ q: "", status: null })).toBe(false);
    expect(isFiltered({ q: "", status: "draft" })).toBe(true);
  });
});

describe("pageWindow", () => {
  it("offers the first, the last and the neighbours of the current page, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});
