import { dismissToast, getToasts, toast, TOAST_DURATION_MS } from "./toast-store";

describe("toast store", () => {
  it("shows one toast at a time, for 5 s (spec 000 §8)", () => {
    toast({ title: "First" });
    toast({ title: "Saved", description: "Your campaign was saved." });
    expect(getToasts()).toEqual([expect.objectContaining({ title: "Saved", variant: "default", duration: TOAST_DURATION_MS })]);
  });

  it("keeps an error until it is closed or replaced: it may be the only place the failure is said", () => {
    toast({ title: "Error saving campaign", variant: "destructive" });
    const [shown] = getToasts();
    expect(shown?.duration).toBe(Number.POSITIVE_INFINITY);
    dismissToast(shown!.id);
    expect(getToasts()).toEqual([]);
  });

  it("lets a screen that also shows the error inline give it the usual duration", () => {
    toast({ title: "Fix the configuration before saving.", variant: "destructive", duration: TOAST_DURATION_MS });
    expect(getToasts()[0]?.duration).toBe(TOAST_DURATION_MS);
  });
});
