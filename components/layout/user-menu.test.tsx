/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { getToasts } from "@/components/ui/toast-store";
import { signOutAction } from "@/lib/account/session-actions";
import en from "@/messages/en.json";
import { openPopup } from "@/tests/support/popup-events";
import { UserMenu } from "./user-menu";

// Counted on globalThis: loaded while this file imports, the factory would find no local initialised yet.
type Loads = { userMenuLoads?: number };
jest.mock("./user-menu-content", () => {
  (globalThis as Loads).userMenuLoads = ((globalThis as Loads).userMenuLoads ?? 0) + 1;
  return jest.requireActual("./user-menu-content");
});
const menuLoads = () => (globalThis as Loads).userMenuLoads ?? 0;
jest.mock("@/lib/account/session-actions", () => ({ signOutAction: jest.fn() }));
const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
const signOut = signOutAction as unknown as jest.Mock;

// jsdom has no PointerEvent; Radix reads the button and the modifier keys of its pointer events.
class TestPointerEvent extends MouseEvent {}
beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));
beforeEach(() => jest.clearAllMocks());

function renderMenu({ isAdmin = false } = {}) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <UserMenu name="Carla Dias" email="carla@example.com" isAdmin={isAdmin} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("button", { name: "User menu" });
}

// Opening loads the menu's code: the menu is waited for, and for the focus it takes. An arrow key, and
// closing, move the focus in timers of Radix's: the focus is waited for where it goes.
const open = (action: () => void) => openPopup("menu", action);

const itemNames = () => screen.getAllByRole("menuitem").map((item) => item.textContent);

describe("UserMenu", () => {
  it("hydrates a closed menu button and loads the menu only when first opened, by pointer", async () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.queryByText("carla@example.com")).toBeNull();
    expect(menuLoads()).toBe(0);

    const menu = await open(() => fireEvent.pointerDown(trigger, { button: 0 }));
    expect(menuLoads()).toBe(1);
    expect(menu.textContent).toContain("Carla Dias");
    expect(menu.textContent).toContain("carla@example.com");
    expect(itemNames()).toEqual(["Profile", "Plans", "Settings", "Sign out"]);
    // As Radix opens on a pointer: the menu, not an item, has the focus.
    expect(document.activeElement).toBe(menu);
    expect(screen.getByRole("button", { name: "User menu", hidden: true }).getAttribute("aria-expanded")).toBe("true");

    await act(async () => fireEvent.keyDown(menu, { key: "Escape" }));
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "User menu" })));
  });

  it("opens from the keyboard with Profile focused, the first time and after, and moves on with the arrows", async () => {
    const trigger = renderMenu({ isAdmin: true });
    trigger.focus();
    await open(() => fireEvent.keyDown(trigger, { key: "Enter" }));
    expect(itemNames()).toEqual(["Profile", "Plans", "Settings", "Admin Dashboard", "Sign out"]);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Plans" })));

    await act(async () => fireEvent.keyDown(document.activeElement!, { key: "Escape" }));
    expect(screen.queryByRole("menu")).toBeNull();
    const radixTrigger = screen.getByRole("button", { name: "User menu" });
    await waitFor(() => expect(document.activeElement).toBe(radixTrigger));
    await open(() => fireEvent.keyDown(radixTrigger, { key: "ArrowDown" }));
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
    expect(menuLoads()).toBe(1);
  });

  it("opens on a screen reader's click with Profile focused", async () => {
    const trigger = renderMenu();
    await open(() => fireEvent.click(trigger, { detail: 0 }));
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
  });

  it("signs out from its last item and goes to the sign-in page", async () => {
    signOut.mockResolvedValue({ ok: true });
    const trigger = renderMenu();
    await open(() => fireEvent.pointerDown(trigger, { button: 0 }));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Sign out" })));
    expect(signOut).toHaveBeenCalledWith({});
    expect(router.replace).toHaveBeenCalledWith("/auth");
    expect(router.refresh).toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({ title: "Signed out", description: "You have been signed out successfully." });
  });
});
