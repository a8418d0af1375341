import { failureToast } from "./failure-toast";

const message = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe("failureToast", () => {
  it("gives the plan's refusal its own title over what counts and how to free a slot, whatever the screen's title", () => {
    expect(failureToast({ error: "plans.errors.limitReached", values: { count: 1, limit: 1 } }, message, "Error saving campaign")).toEqual({
      title: "plans.errors.limitTitle",
      description: 'plans.errors.limitReached {"count":1,"limit":1}',
      variant: "destructive",
    });
    expect(failureToast({ error: "plans.errors.expired" }, message)).toEqual({
      title: "plans.banner.expiredTitle",
      description: "plans.errors.expired",
      variant: "destructive",
    });
  });

  it("puts another refusal under the screen's title, or alone", () => {
    expect(failureToast({ error: "wizard.errors.rateLimited" }, message, "Error")).toEqual({
      title: "Error",
      description: "wizard.errors.rateLimited",
      variant: "destructive",
    });
    expect(failureToast({ error: "wizard.errors.rateLimited" }, message)).toEqual({ title: "wizard.errors.rateLimited", variant: "destructive" });
  });
});
