import { campaignFatigue } from "./fatigue";

describe("campaignFatigue", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

  it("is the most tired level and how many ads are at it, with Meta's newest words", () => {
    expect(
      campaignFatigue({
        "1": { level: "HIGH", at: at(1), message: "older" },
        "2": { level: "HIGH", at: at(5), message: "newer" },
        "3": { level: "MEDIUM", at: at(9), message: "medium" },
      }),
    ).toEqual({ level: "HIGH", ads: 2, message: "newer" });
    expect(campaignFatigue({ "3": { level: "MEDIUM", at: at(9) } })).toEqual({ level: "MEDIUM", ads: 1, message: null });
  });

  it("says nothing of LOW fatigue, of nothing stored, or of entries it cannot read", () => {
    expect(campaignFatigue({ "1": { level: "LOW", at: at(1) } })).toBeNull();
    expect(campaignFatigue({})).toBeNull();
    expect(campaignFatigue(null)).toBeNull();
    expect(campaignFatigue([{ level: "HIGH", at: at(1) }])).toBeNull();
    expect(campaignFatigue({ "1": { level: "SEVERE", at: at(1) }, "2": "HIGH" })).toBeNull();
  });
});
