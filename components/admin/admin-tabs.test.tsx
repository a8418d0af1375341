/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { AdminTabs } from "@/components/admin/admin-tabs";
import en from "@/messages/en.json";

const messages = en;
const panels = { settings: "settings panel", users: "users panel", campaigns: "campaigns panel" };

describe("AdminTabs", () => {
  it("opens the tab the URL names and writes the chosen tab into the URL, keeping the rest", () => {
    window.history.replaceState(null, "", "/admin?tab=users&q=ana");
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <AdminTabs initialTab="users" panels={panels} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("tabpanel").textContent).toBe("users panel");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Settings", "Users", "Campaigns"]);

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Campaigns" }), { button: 0 });
    expect(screen.getByRole("tabpanel").textContent).toBe("campaigns panel");
    expect(window.location.search).toBe("?tab=campaigns&q=ana");
  });
});
