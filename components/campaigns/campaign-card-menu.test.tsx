/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { getToasts } from "@/components/ui/toast-store";
import { manageCampaignAction } from "@/lib/campaigns/actions";
import en from "@/messages/en.json";
import { openPopup } from "@/tests/support/popup-events";
import { CampaignCardMenu } from "./campaign-card-menu";
import type { CardMenuCampaign } from "./campaign-card-menu-content";

// Counted on globalThis: loaded while this file imports, the factory would find no local initialised yet.
type Loads = { cardMenuLoads?: number };
jest.mock("./campaign-card-menu-content", () => {
  (globalThis as Loads).cardMenuLoads = ((globalThis as Loads).cardMenuLoads ?? 0) + 1;
  return jest.requireActual("./campaign-card-menu-content");
});
const menuLoads = () => (globalThis as Loads).cardMenuLoads ?? 0;
jest.mock("@/lib/campaigns/actions", () => ({ manageCampaignAction: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const manage = manageCampaignAction as unknown as jest.Mock;

// jsdom has no PointerEvent; Radix reads the button and the modifier keys of its pointer events.
class TestPointerEvent extends MouseEvent {}
beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));
beforeEach(() => jest.clearAllMocks());

const draft: CardMenuCampaign = { id: "c0a8e4d2-1f3b-4c5d-8e9f-0a1b2c3d4e5f", status: "draft", metaCampaignId: null };
const live: CardMenuCampaign = { id: "5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b", status: "active", metaCampaignId: "120010" };

function renderMenu(campaign: CardMenuCampaign, name = "Tênis Corrida") {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CampaignCardMenu campaign={campaign} label={`Actions for ${name}`} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("button", { name: `Actions for ${name}` });
}

// Opening loads code (the menu, a dialog): the menu is waited for, and for the focus it takes; a dialog is waited for.
const open = (action: () => void) => openPopup("menu", action);

const itemNames = () => screen.getAllByRole("menuitem").map((item) => item.textContent);

describe("CampaignCardMenu", () => {
  it("hydrates a closed menu button and loads the menu only when first opened, by pointer", async () => {
    const trigger = renderMenu(draft);
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(menuLoads()).toBe(0);

    const menu = await open(() => fireEvent.pointerDown(trigger, { button: 0 }));
    expect(menuLoads()).toBe(1);
    expect(itemNames()).toEqual(["Edit", "Publish to Meta", "Duplicate", "Archive", "Delete"]);
    // As Radix opens on a pointer: the menu, not an item, has the focus.
    expect(document.activeElement).toBe(menu);
    const opened = screen.getByRole("button", { name: "Actions for Tênis Corrida", hidden: true });
    expect(opened.getAttribute("aria-expanded")).toBe("true");

    await act(async () => fireEvent.keyDown(menu, { key: "Escape" }));
    expect(screen.queryByRole("menu")).toBeNull();
    // Radix gives the focus back on a timer.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Actions for Tênis Corrida" })));
  });

  it("opens from the keyboard with its first item focused, the first time and after", async () => {
    const trigger = renderMenu(live);
    trigger.focus();
    await open(() => fireEvent.keyDown(trigger, { key: "Enter" }));
    expect(itemNames()).toEqual(["Edit", "Duplicate", "See on the ads platform", "Pause", "Archive", "Delete"]);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));

    await act(async () => fireEvent.keyDown(document.activeElement!, { key: "Escape" }));
    expect(screen.queryByRole("menu")).toBeNull();
    const radixTrigger = screen.getByRole("button", { name: "Actions for Tênis Corrida" });
    await waitFor(() => expect(document.activeElement).toBe(radixTrigger));
    await open(() => fireEvent.keyDown(radixTrigger, { key: " " }));
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
  });

  it("runs an item's action, with its button disabled and its region busy meanwhile", async () => {
    let answer: (value: unknown) => void = () => {};
    manage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const trigger = renderMenu(live);
    await open(() => fireEvent.keyDown(trigger, { key: "Enter" }));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Pause" })));
    expect(manage).toHaveBeenCalledWith({ action: "pause", campaignId: live.id });
    const busy = screen.getByRole("button", { name: "Actions for Tênis Corrida" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(busy.closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("true");

    const toasts = getToasts();
    await act(async () => answer({ ok: true, data: { campaignId: live.id } }));
    expect(refresh).toHaveBeenCalled();
    expect(getToasts()).not.toBe(toasts);
    expect(getToasts()[0]).toMatchObject({ title: "Action completed", description: "Campaign paused." });
    expect(screen.getByRole("button", { name: "Actions for Tênis Corrida" }).hasAttribute("disabled")).toBe(false);
  });

  it("asks before deleting", async () => {
    const trigger = renderMenu(draft);
    await open(() => fireEvent.pointerDown(trigger, { button: 0 }));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Delete" })));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete campaign" });
    expect(dialog.textContent).toContain("Are you sure you want to delete this campaign?");
    expect(manage).not.toHaveBeenCalled();
  });
});
