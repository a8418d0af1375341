/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { PULSE_INTERVAL_MS } from "@/lib/bell/limits";
import { refreshesOnPulse, usePulse, type Pulse } from "./use-pulse";

const router = { refresh: jest.fn() };
let pathname = "/dashboard";
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => pathname }));

let idle: IdleRequestCallback[] = [];
let visibility: DocumentVisibilityState = "visible";
let answers: unknown[] = [];
const fetchPulse = jest.fn(async () => ({ ok: true, json: async () => answers.shift() }));

beforeAll(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility }));
beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  idle = [];
  answers = [];
  visibility = "visible";
  pathname = "/dashboard";
  Object.assign(window, {
    fetch: fetchPulse,
    requestIdleCallback: jest.fn((task: IdleRequestCallback) => idle.push(task)),
    cancelIdleCallback: jest.fn(),
  });
});
afterEach(() => jest.useRealTimers());

const initial: Pulse = { unread: 2, stamp: "s1" };

async function goIdle() {
  await act(async () => idle.splice(0).forEach((task) => task({ didTimeout: false, timeRemaining: () => 50 })));
}
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const showTab = (state: DocumentVisibilityState) => act(async () => void ((visibility = state), document.dispatchEvent(new Event("visibilitychange"))));

describe("usePulse", () => {
  it("asks nothing and listens to nothing until the browser is idle", async () => {
    const { result } = renderHook(() => usePulse(initial));
    expect(result.current).toMatchObject(initial);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await wait(3 * PULSE_INTERVAL_MS);
    await showTab("hidden");
    await showTab("visible");
    expect(fetchPulse).not.toHaveBeenCalled();
  });

  it("once idle, asks an interval after mount and every interval on, and follows a moved stamp", async () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => usePulse(initial, onChange));
    await wait(1_000);
    await goIdle();
    answers.push(initial, { unread: 3, stamp: "s2" });
    await wait(PULSE_INTERVAL_MS - 1_001);
    expect(fetchPulse).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchPulse).toHaveBeenCalledTimes(1);
    expect(fetchPulse).toHaveBeenCalledWith("/api/notifications/pulse", expect.objectContaining({ cache: "no-store" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();

    await wait(PULSE_INTERVAL_MS);
    expect(fetchPulse).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ unread: 3, stamp: "s2" });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("asks at once when the tab is shown again, never while it is hidden, and leaves a form's screen alone", async () => {
    pathname = "/campaign/edit/c1";
    const onChange = jest.fn();
    renderHook(() => usePulse(initial, onChange));
    await goIdle();
    await showTab("hidden");
    await wait(3 * PULSE_INTERVAL_MS);
    expect(fetchPulse).not.toHaveBeenCalled();
    answers.push({ unread: 0, stamp: "s2" });
    await showTab("visible");
    expect(fetchPulse).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("stops asking when the session ended", async () => {
    renderHook(() => usePulse(initial));
    await goIdle();
    answers.push({ signedIn: false });
    await wait(PULSE_INTERVAL_MS);
    await wait(3 * PULSE_INTERVAL_MS);
    expect(fetchPulse).toHaveBeenCalledTimes(1);
  });

  it("starts nothing when the page is left before it went idle", async () => {
    const { unmount } = renderHook(() => usePulse(initial));
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    await showTab("visible");
    await wait(3 * PULSE_INTERVAL_MS);
    expect(fetchPulse).not.toHaveBeenCalled();
  });
});

describe("refreshesOnPulse", () => {
  it("refreshes the screens that show campaigns from the server, not forms", () => {
    expect(["/dashboard", "/campaigns", "/campaign/view/c1"].every(refreshesOnPulse)).toBe(true);
    expect(["/campaign/edit/c1", "/campaign/new", "/profile"].some(refreshesOnPulse)).toBe(false);
  });
});
