/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { WizardSteps } from "./wizard-steps";

// Counted on globalThis: loaded while this file imports, the factory would find no local initialised yet.
type Loads = { confirmLoads?: number };
jest.mock("./restart-confirm", () => {
  (globalThis as Loads).confirmLoads = ((globalThis as Loads).confirmLoads ?? 0) + 1;
  return jest.requireActual("./restart-confirm");
});
const confirmLoads = () => (globalThis as Loads).confirmLoads ?? 0;

function renderSteps(onRestart = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <WizardSteps step={3} onRestart={onRestart} />
    </NextIntlClientProvider>,
  );
  return onRestart;
}
const restart = () => screen.getByRole("button", { name: "Product URL: go back and start over" });

// Issue 37: the restart confirmation's dialog code loads on the step's first use, and opens as Radix's would.
describe("WizardSteps' restart", () => {
  it("shows the step as a closed dialog trigger, with the dialog's code not loaded", () => {
    renderSteps();
    expect(screen.getByText("Step 3 of 4")).toBeTruthy();
    expect(restart().getAttribute("aria-haspopup")).toBe("dialog");
    expect(restart().getAttribute("aria-expanded")).toBe("false");
    expect(confirmLoads()).toBe(0);
  });

  it("opens the confirmation on the first click with the focus in it; Cancel closes it, gives the focus back and keeps the campaign", async () => {
    const onRestart = renderSteps();
    fireEvent.click(restart());
    const dialog = await screen.findByRole("alertdialog");
    expect(confirmLoads()).toBe(1);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByText(en.wizard.restart.description)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: en.wizard.restart.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(restart()));
    expect(onRestart).not.toHaveBeenCalled();

    fireEvent.click(restart());
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: en.wizard.restart.confirm }));
    await waitFor(() => expect(onRestart).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
