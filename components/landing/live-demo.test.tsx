/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import en from "@/messages/en.json";
import { LiveDemo } from "./live-demo";
import type { DemoTexts } from "./live-demo-texts";
import { DEMO_DELAY_MS } from "./live-demo-panel";

// Issue 37: the landing hydrates the demo's button alone; the demo loads when opened and works as before.
describe("the landing's live demo", () => {
  const texts = en.landing.demo as DemoTexts;

  it("shows only its button until opened, then simulates a generation and shows the sample ad", async () => {
    render(<LiveDemo texts={texts} toggleClassName="btn" playIcon={null} startFree={<a href="/auth?tab=sign-up">Start Free</a>} />);
    const toggle = screen.getByRole("button", { name: "View Live Demo" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("Product URL")).toBeNull();

    fireEvent.click(toggle);
    const url = await screen.findByLabelText("Product URL");
    expect(screen.getByRole("button", { name: "Hide Live Demo" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(url, { target: { value: "anything" } });
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Generate campaign" }));
    expect(screen.getByRole("button", { name: "Generating..." })).toHaveProperty("disabled", true);
    expect(screen.getByRole("status").textContent).toBe(texts.progress);
    act(() => jest.advanceTimersByTime(DEMO_DELAY_MS));
    jest.useRealTimers();
    expect(screen.getByRole("article", { name: "Sample generated ad" }).textContent).toContain("Entrepreneurs aged 25-45");

    fireEvent.click(screen.getByRole("button", { name: "Hide Live Demo" }));
    expect(screen.queryByRole("article")).toBeNull();
  });
});
