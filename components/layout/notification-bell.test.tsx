/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { markNotificationsReadAction } from "@/lib/bell/actions";
import en from "@/messages/en.json";
import { openPopup } from "@/tests/support/popup-events";
import { NotificationBell } from "./notification-bell";

// Counted on globalThis: loaded while this file imports, the factory would find no local initialised yet.
type Loads = { panelLoads?: number };
jest.mock("./notification-panel", () => {
  (globalThis as Loads).panelLoads = ((globalThis as Loads).panelLoads ?? 0) + 1;
  return jest.requireActual("./notification-panel");
});
const panelLoads = () => (globalThis as Loads).panelLoads ?? 0;
jest.mock("@/lib/bell/actions", () => ({ markNotificationsReadAction: jest.fn() }));
const router = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/dashboard" }));
const markRead = markNotificationsReadAction as unknown as jest.Mock;

const rejected = {
  id: "n1",
  kind: "adRejected",
  values: { campaign: "Tênis Corrida", ads: 2, reason: "Before-and-after image." },
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  readAt: null,
  links: { open: "/campaign/view/c1", fix: { href: "https://adsmanager.example/c1", external: true } },
};

let idle: IdleRequestCallback[] = [];
let pulses: unknown[] = [];
let items: unknown[] = [];
const json = (body: unknown) => ({ ok: true, json: async () => body });
const server = jest.fn(async (url: string) => json(url === "/api/notifications/pulse" ? pulses.shift() : { items }));
const listReads = () => server.mock.calls.filter(([url]) => url === "/api/notifications").length;
const pulseReads = () => server.mock.calls.filter(([url]) => url === "/api/notifications/pulse").length;

beforeEach(() => {
  jest.clearAllMocks();
  idle = [];
  pulses = [];
  items = [rejected];
  Object.assign(window, {
    fetch: server,
    requestIdleCallback: jest.fn((task: IdleRequestCallback) => idle.push(task)),
    cancelIdleCallback: jest.fn(),
  });
});

function renderBell(unread = 1) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <NotificationBell initialUnread={unread} initialStamp="s1" />
    </NextIntlClientProvider>,
  );
}
const bell = () => screen.getByRole("button", { name: /^Notifications:/ });

async function goIdle() {
  await act(async () => idle.splice(0).forEach((task) => task({ didTimeout: false, timeRemaining: () => 50 })));
}
// Opening loads the panel's code and reads the list: the panel is waited for, with the focus it takes, and
// for the list in it. Closing gives the focus back in a timer of Radix's: the focus is waited for on the bell.
async function openPanel() {
  const panel = await openPopup("dialog", () => fireEvent.click(bell()), "Notifications");
  await within(panel).findByText("Ad rejected by Meta");
  return panel;
}
// The pulse asks at once when the tab is shown (the interval is left to use-pulse's tests): its fetch is made
// in the event, and act settles the answer's promises and the renders and reads they bring; what a pulse
// changes on screen is waited for after it.
const pulseNow = () =>
  act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
  });

describe("NotificationBell", () => {
  it("shows the unread count from the first paint, with no panel loaded and nothing asked before idle", async () => {
    renderBell(3);
    expect(bell()).toHaveProperty("textContent", "3");
    expect(bell().getAttribute("aria-label")).toBe("Notifications: 3 unread notifications");
    expect(bell().getAttribute("aria-haspopup")).toBe("dialog");
    expect(bell().getAttribute("aria-expanded")).toBe("false");
    expect(panelLoads()).toBe(0);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await pulseNow();
    expect(server).not.toHaveBeenCalled();
  });

  it("loads the panel on the first click, with the focus in it; Escape closes it and gives the focus back", async () => {
    renderBell();
    const panel = await openPanel();
    expect(panelLoads()).toBe(1);
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(listReads()).toBe(1);
    expect(within(panel).getByText("Meta's reason: Before-and-after image.")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Fix it in Ads Manager" }).getAttribute("href")).toBe("https://adsmanager.example/c1");
    expect(screen.getByRole("button", { name: "Notifications: 1 unread notification", hidden: true }).getAttribute("aria-expanded")).toBe("true");

    await act(async () => fireEvent.keyDown(document.activeElement!, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(bell()));
    await openPanel();
    expect(listReads()).toBe(2);
    expect(panelLoads()).toBe(1);
  });

  it("keeps the count current once idle, and reads the open list again when the pulse moves", async () => {
    renderBell(0);
    expect(bell().getAttribute("aria-label")).toBe("Notifications: No unread notifications");
    await goIdle();
    pulses.push({ unread: 1, stamp: "s2" });
    await pulseNow();
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notifications: 1 unread notification"));
    expect(router.refresh).toHaveBeenCalledTimes(1);

    await openPanel();
    expect(listReads()).toBe(1);
    pulses.push({ unread: 1, stamp: "s2" });
    await pulseNow();
    expect(listReads()).toBe(1);
    pulses.push({ unread: 2, stamp: "s3" });
    await pulseNow();
    await waitFor(() => expect(listReads()).toBe(2));
    expect(pulseReads()).toBe(3);

    await act(async () => fireEvent.keyDown(document.activeElement!, { key: "Escape" }));
    await waitFor(() => expect(document.activeElement).toBe(bell()));
    pulses.push({ unread: 3, stamp: "s4" });
    await pulseNow();
    // Once the pulse's count is shown, a closed panel has read no list.
    await waitFor(() => expect(bell().getAttribute("aria-label")).toBe("Notifications: 3 unread notifications"));
    expect(listReads()).toBe(2);
  });

  it("marks all as read, then asks the pulse and the list again", async () => {
    markRead.mockResolvedValue({ ok: true });
    renderBell();
    const panel = await openPanel();
    items = [{ ...rejected, readAt: new Date().toISOString() }];
    pulses.push({ unread: 0, stamp: "s2" });
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" })));
    expect(markRead).toHaveBeenCalledWith({});
    // The pulse moved (s2): the panel reads its list on that too, after marking's own read.
    await waitFor(() => expect(listReads()).toBe(3));
    expect(pulseReads()).toBe(1);
    expect(within(panel).queryByRole("button", { name: "Mark all as read" })).toBeNull();
    expect(bell().getAttribute("aria-label")).toBe("Notifications: No unread notifications");
  });
});
