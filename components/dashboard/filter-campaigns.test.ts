import { filterCampaigns } from "./filter-campaigns";

const campaigns = [
  { productName: "Tênis Corrida Pro", name: "Spring", status: "active" as const },
  { productName: "Mochila Urbana", name: null, status: "draft" as const },
  { productName: null, name: "Untitled idea", status: "draft" as const },
];

describe("filterCampaigns", () => {
  it("matches product names case-insensitively, anywhere in the name", () => {
    expect(filterCampaigns(campaigns, "corrida", null)).toHaveLength(1);
    expect(filterCampaigns(campaigns, "  MOCHILA ", null)[0]?.productName).toBe("Mochila Urbana");
  });

  it("filters by status and combines with the search", () => {
    expect(filterCampaigns(campaigns, "", "draft")).toHaveLength(2);
    expect(filterCampaigns(campaigns, "tênis", "draft")).toHaveLength(0);
  });
});
