import { integrationsReturning, returnPathOf } from "./return-to";

const id = "0b5c6f1e-2a3d-4e5f-8a6b-7c8d9e0f1a2b";

describe("the way back after connecting Meta (issue 31)", () => {
  it.each(["/campaign/new", `/campaign/new?campaign=${id}`, `/campaign/view/${id}`, `/campaign/edit/${id}`, `/campaigns/${id}`])("accepts %s", (path) => {
    expect(returnPathOf(path)).toBe(path);
  });

  it.each([
    "https://evil.example/campaign/new",
    "//evil.example/campaign/new",
    "/campaign/new/../../admin",
    "/admin",
    `/campaigns/${id}/x`,
    `/campaign/new?campaign=${id}&next=https://evil.example`,
    "/campaign/new\n",
    "",
    null,
    42,
  ])("refuses %p", (path) => {
    expect(returnPathOf(path)).toBeNull();
  });

  it("keeps the way back on Integrations for the next attempt", () => {
    expect(integrationsReturning(`/campaigns/${id}`)).toBe(`/integrations?return=%2Fcampaigns%2F${id}`);
    expect(integrationsReturning(null)).toBe("/integrations");
  });
});
