import { auditChanges } from "@/components/admin/audit-format";

describe("auditChanges", () => {
  it("pairs a plan change's before and after", () => {
    expect(auditChanges({ planType: "free" }, { planType: "pro" })).toEqual([
      { field: "planType", from: { kind: "plan", plan: "free" }, to: { kind: "plan", plan: "pro" } },
    ]);
  });

  it("marks 999999 as unlimited", () => {
    expect(auditChanges({ campaignLimit: 10 }, { campaignLimit: 999999 })).toEqual([
      { field: "campaignLimit", from: { kind: "limit", limit: 10, unlimited: false }, to: { kind: "limit", limit: 999999, unlimited: true } },
    ]);
  });

  it("shows a creation as values with nothing before", () => {
    expect(auditChanges(null, { fullName: "Ana", planType: "starter", campaignLimit: 10 })).toEqual([
      { field: "fullName", from: { kind: "none" }, to: { kind: "text", text: "Ana" } },
      { field: "planType", from: { kind: "none" }, to: { kind: "plan", plan: "starter" } },
      { field: "campaignLimit", from: { kind: "none" }, to: { kind: "limit", limit: 10, unlimited: false } },
    ]);
  });

  it("never shows a field whose name says it is secret, even if one was stored", () => {
    const changes = auditChanges({ apiKey: "sk-old", password: "hunter2" }, { apiKey: "sk-new", accessToken: "EAAB" });
    expect(changes.every((change) => change.to.kind !== "text" && change.from.kind !== "text")).toBe(true);
    expect(JSON.stringify(changes)).not.toMatch(/sk-|hunter2|EAAB/);
  });

  it("treats a bare value as the field 'value', and unknown shapes as text", () => {
    expect(auditChanges("a", "b")).toEqual([{ field: "value", from: { kind: "text", text: "a" }, to: { kind: "text", text: "b" } }]);
    expect(auditChanges(undefined, { planType: "gold", extra: { n: 1 } })).toEqual([
      { field: "planType", from: { kind: "none" }, to: { kind: "text", text: "gold" } },
      { field: "extra", from: { kind: "none" }, to: { kind: "text", text: '{"n":1}' } },
    ]);
  });
});
