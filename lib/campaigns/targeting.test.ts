import { hasUnmatchedSegments, shownTargeting } from "./targeting";

const set = (overrides: Partial<{ enabled: boolean; audience: string[]; metaInterests: { id: string; name: string }[] }> = {}) => ({
  enabled: true,
  audience: [],
  metaInterests: [],
  ...overrides,
});

describe("what the pages show is what Meta gets (issue 31)", () => {
  it("shows Meta's interests of the enabled sets, once each", () => {
    const running = { id: "6003", name: "Corrida" };
    const sets = [
      set({ audience: ["Corrida"], metaInterests: [running] }),
      set({ audience: ["Corrida", "Maratona"], metaInterests: [running, { id: "6004", name: "Maratona" }] }),
      set({ enabled: false, metaInterests: [{ id: "7", name: "Ioga" }] }),
    ];
    expect(shownTargeting(sets)).toEqual({ kind: "interests", names: ["Corrida", "Maratona"] });
  });

  it("labels the AI's segments as suggestions when no set has a Meta interest, and an empty audience as broad", () => {
    expect(shownTargeting([set({ audience: ["Corrida", "Vida saudável"] })])).toEqual({ kind: "suggestions", names: ["Corrida", "Vida saudável"] });
    expect(shownTargeting([set(), set({ enabled: false, audience: ["Ioga"] })])).toEqual({ kind: "broad" });
  });

  it("a set is unmatched only while enabled, with segments and no Meta interest", () => {
    expect(hasUnmatchedSegments(set({ audience: ["Corrida"] }))).toBe(true);
    expect(hasUnmatchedSegments(set({ audience: ["Corrida"], enabled: false }))).toBe(false);
    expect(hasUnmatchedSegments(set({ audience: ["Corrida"], metaInterests: [{ id: "1", name: "Corrida" }] }))).toBe(false);
    expect(hasUnmatchedSegments(set())).toBe(false);
  });
});
