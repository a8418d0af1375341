/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { Toaster } from "./toaster";
import { toast } from "./toast-store";

// Issue 37: the toasts' code (Radix Toast) is not on a page's way to showing; it mounts with the first toast.
describe("Toaster", () => {
  const labels = { notification: "Notification", notifications: "Notifications (F8)", close: "Close" };

  it("renders nothing until the first toast, then shows it in the F8 region, where it can be closed", async () => {
    const { container } = render(<Toaster labels={labels} />);
    expect(container.innerHTML).toBe("");
    act(() => toast({ title: "Saved", description: "Your campaign was saved." }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeTruthy();
    expect(screen.getByText("Your campaign was saved.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });
});
