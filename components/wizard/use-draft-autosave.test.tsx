/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import type { WizardDraft } from "@/lib/wizard/draft-schema";
import { useDraftAutosave } from "./use-draft-autosave";

// The server's draft, as the two actions leave it; each save answers when the test lets it.
let serverDraft: WizardDraft | null = null;
const inFlight: (() => void)[] = [];
jest.mock("@/lib/wizard/actions", () => ({
  saveWizardDraftAction: (draft: WizardDraft) =>
    new Promise((resolve) => {
      inFlight.push(() => {
        serverDraft = draft;
        resolve({ ok: true });
      });
    }),
  clearWizardDraftAction: async () => {
    serverDraft = null;
    return { ok: true };
  },
}));

const draft = (budget: string) => ({ step: 3, budget }) as unknown as WizardDraft;

beforeEach(() => {
  serverDraft = null;
  inFlight.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("useDraftAutosave().settle", () => {
  it("drops the pending save and waits for the one sent, so a campaign saved next stays without a draft", async () => {
    const { result } = renderHook(() => useDraftAutosave());
    act(() => result.current.schedule(draft("100")));
    await act(async () => jest.runOnlyPendingTimers());
    expect(inFlight).toHaveLength(1);
    // A later change is still waiting for its delay when Save is clicked.
    act(() => result.current.schedule(draft("120")));

    let settled = false;
    const settling = result.current.settle().then(() => (settled = true));
    await act(async () => {});
    expect(settled).toBe(false);
    await act(async () => inFlight.shift()!());
    await settling;
    expect(serverDraft).toEqual(draft("100"));

    // Saving the campaign clears the draft on the server: nothing the autosave held comes after.
    serverDraft = null;
    await act(async () => jest.runAllTimers());
    expect(inFlight).toHaveLength(0);
    expect(serverDraft).toBeNull();
  });
});
