/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { refreshInsightsAction } from "@/lib/campaigns/actions";
import en from "@/messages/en.json";
import { RefreshButton } from "./refresh-button";

jest.mock("@/lib/campaigns/actions", () => ({ refreshInsightsAction: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const refreshInsights = refreshInsightsAction as unknown as jest.Mock;

let idle: IdleRequestCallback[] = [];
let readyState: DocumentReadyState = "complete";

beforeAll(() => Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState }));
beforeEach(() => {
  jest.clearAllMocks();
  idle = [];
  readyState = "complete";
  refreshInsights.mockResolvedValue({ ok: true, data: { refreshed: 0 } });
  Object.assign(window, {
    requestIdleCallback: jest.fn((task: IdleRequestCallback) => idle.push(task)),
    cancelIdleCallback: jest.fn(),
  });
});

const button = (hasLinked: boolean) => (
  <NextIntlClientProvider locale="en" messages={en}>
    <RefreshButton hasLinked={hasLinked} />
  </NextIntlClientProvider>
);

async function goIdle() {
  await act(async () => idle.splice(0).forEach((task) => task({ didTimeout: false, timeRemaining: () => 50 })));
}

// spec 000 §7: stale insights are read after the list loads; issue 37: not on the page's way to interactive.
describe("RefreshButton", () => {
  it("reads the stale insights once, when the browser is idle, not on mount", async () => {
    const { rerender } = render(button(true));
    expect(refreshInsights).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await goIdle();
    expect(refreshInsights).toHaveBeenCalledTimes(1);
    expect(refreshInsights).toHaveBeenCalledWith({ onlyStale: true });
    rerender(button(true));
    await goIdle();
    expect(refreshInsights).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("waits for the page's load before waiting for idle", async () => {
    readyState = "interactive";
    render(button(true));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    readyState = "complete";
    act(() => void window.dispatchEvent(new Event("load")));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await goIdle();
    expect(refreshInsights).toHaveBeenCalledWith({ onlyStale: true });
  });

  it("reads nothing when the page is left first, or when no campaign is linked", () => {
    const { unmount } = render(button(true));
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    readyState = "loading";
    render(button(true)).unmount();
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    render(button(false));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(refreshInsights).not.toHaveBeenCalled();
  });

  it("on 'Refresh data', reads every linked campaign and reloads the page", async () => {
    render(button(true));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Refresh data" })));
    expect(refreshInsights).toHaveBeenCalledWith({ onlyStale: false });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
