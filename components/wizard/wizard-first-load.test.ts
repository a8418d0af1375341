import { clientCode } from "@/tests/support/client-code";

// Issue 37: what the wizard's page sends the browser before the seller does anything, read from the sources.
const PAGE_PARTS = ["components/wizard/campaign-wizard.tsx", "components/wizard/open-campaign-choice.tsx"];
const SCHEMA_PACKAGES = /^(zod|react-hook-form|@hookform)(\/|$)/;

describe("the wizard's first step in the browser", () => {
  it("gets no zod and no form library: the rules it reads are plain modules, and the later steps load later", () => {
    const { modules, packages } = clientCode(PAGE_PARTS, { withLazy: false });
    expect(modules).toContain("components/wizard/step-url.tsx");
    expect(modules).toContain("lib/money/budget-rule.ts");
    expect([...packages].filter((name) => SCHEMA_PACKAGES.test(name))).toEqual([]);
    expect(modules).not.toContain("components/wizard/step-configure.tsx");
  });

  it("loads the dialogs (the restart confirmation, the crop editor) on first use", () => {
    const { modules } = clientCode(PAGE_PARTS, { withLazy: false });
    expect(modules).toContain("components/wizard/wizard-steps.tsx");
    expect([...modules].filter((file) => /^components\/ui\/(alert-dialog|dialog|confirm-dialog)\.tsx$/.test(file))).toEqual([]);
    expect(modules).not.toContain("components/wizard/restart-confirm.tsx");
  });

  it("reaches the configuration step and its schemas once the later steps load (the walk sees lazy code)", () => {
    const { modules, packages } = clientCode(PAGE_PARTS, { withLazy: true });
    expect(modules).toContain("components/wizard/step-configure.tsx");
    expect(modules).toContain("components/wizard/placements/crop-editor.tsx");
    expect(packages).toContain("zod");
  });
});
