/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import en from "@/messages/en.json";
import { failureToast } from "./failure-toast";
import { getToasts, toast } from "./toast-store";
import { useAction, type UseActionOptions } from "./use-action";

type Saved = ActionResult<{ campaignId: string }>;
const save = jest.fn<Promise<Saved>, [input: unknown]>();
const inEnglish = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {children}
  </NextIntlClientProvider>
);
const renderSave = (options?: UseActionOptions<typeof save>) => renderHook(() => useAction(save, options), { wrapper: inEnglish }).result;
const lastToast = () => getToasts()[0];

beforeEach(() => {
  save.mockReset();
  toast({ title: "before" });
});

describe("useAction", () => {
  it("answers the action's result, with a success toast and onSuccess when asked", async () => {
    save.mockResolvedValue(ok({ campaignId: "c1" }));
    const onSuccess = jest.fn();
    const hook = renderSave({ successToast: (data) => ({ title: `Saved ${data.campaignId}` }), onSuccess });
    let answer: Awaited<ReturnType<typeof hook.current.run>> | undefined;
    await act(async () => {
      answer = await hook.current.run({ name: "Tênis" });
    });
    expect(save).toHaveBeenCalledWith({ name: "Tênis" });
    expect(answer).toEqual({ ok: true, data: { campaignId: "c1" } });
    expect(onSuccess).toHaveBeenCalledWith({ campaignId: "c1" });
    expect(lastToast()).toMatchObject({ title: "Saved c1", variant: "default" });
    expect(hook.current.error).toBeNull();
  });

  it("is pending while the action runs, and a second run meanwhile gets the same answer", async () => {
    let answer: (result: Saved) => void = () => {};
    save.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const hook = renderSave();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = hook.current.run({});
      second = hook.current.run({});
    });
    expect(hook.current.pending).toBe(true);
    expect(second).toBe(first);
    await act(async () => answer(ok({ campaignId: "c1" })));
    expect(hook.current.pending).toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("toasts a refusal under the screen's title, with the amounts written out, and keeps its field errors", async () => {
    save.mockResolvedValue(
      fail("campaignConfig.errors.budgetMinimum", { dailyBudget: "campaignConfig.errors.budgetMinimum" }, { minimum: 2000, currency: "BRL" }),
    );
    const onFailure = jest.fn();
    const hook = renderSave({ failureTitle: "Could not save", onFailure });
    await act(async () => void (await hook.current.run({})));
    expect(lastToast()).toMatchObject({ title: "Could not save", description: "The minimum daily budget is R$20.00", variant: "destructive" });
    expect(hook.current.error).toBe("campaignConfig.errors.budgetMinimum");
    expect(hook.current.fieldErrors).toEqual({ dailyBudget: "campaignConfig.errors.budgetMinimum" });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ ok: false, error: "campaignConfig.errors.budgetMinimum" }));
  });

  it("answers errors.network when the call itself fails (a new build, no connection)", async () => {
    save.mockRejectedValue(new Error("Failed to find Server Action"));
    const hook = renderSave();
    let answer: unknown;
    await act(async () => {
      answer = await hook.current.run({});
    });
    expect(answer).toEqual({ ok: false, error: "errors.network" });
    expect(lastToast()).toMatchObject({ title: en.errors.network, variant: "destructive" });
    expect(hook.current.pending).toBe(false);
  });

  it("leaves the failure to the screen when told to, and forgets it on the next run", async () => {
    save.mockResolvedValueOnce(fail("errors.forbidden")).mockResolvedValueOnce(ok({ campaignId: "c1" }));
    const hook = renderSave({ failureTitle: false });
    await act(async () => void (await hook.current.run({})));
    expect(lastToast()).toMatchObject({ title: "before" });
    expect(hook.current.error).toBe("errors.forbidden");
    await act(async () => void (await hook.current.run({})));
    expect(hook.current.error).toBeNull();
    expect(hook.current.fieldErrors).toEqual({});
  });

  it("takes an older bare { ok: false } as an unexpected error", async () => {
    const setLocale = jest.fn<Promise<{ ok: boolean }>, [input: unknown]>().mockResolvedValue({ ok: false });
    const hook = renderHook(() => useAction(setLocale), { wrapper: inEnglish }).result;
    await act(async () => void (await hook.current.run("xx")));
    expect(hook.current.error).toBe("errors.unexpected");
    expect(lastToast()).toMatchObject({ title: en.errors.unexpected });
  });
});

describe("failureToast", () => {
  const message = (key: string) => `<${key}>`;

  it("shows an analysis error as its own title and description, whatever the screen's title", () => {
    expect(failureToast({ error: "wizard.analysis.errors.timeout.title" }, message, "Screen")).toEqual({
      title: "<wizard.analysis.errors.timeout.title>",
      description: "<wizard.analysis.errors.timeout.description>",
      variant: "destructive",
    });
  });

  it("puts the error under the screen's title, or makes it the title", () => {
    expect(failureToast({ error: "errors.forbidden" }, message, "Screen")).toEqual({
      title: "Screen",
      description: "<errors.forbidden>",
      variant: "destructive",
    });
    expect(failureToast({ error: "errors.forbidden" }, message)).toEqual({ title: "<errors.forbidden>", variant: "destructive" });
  });
});
