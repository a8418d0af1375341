/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import en from "@/messages/en.json";
import { CampaignCard } from "./campaign-card";

jest.mock("next-intl/server", () => {
  const { createFormatter, createTranslator } = jest.requireActual<typeof import("next-intl")>("next-intl");
  const messages = jest.requireActual<typeof import("@/messages/en.json")>("@/messages/en.json");
  return {
    getTranslations: (namespace?: "campaigns") => Promise.resolve(createTranslator({ locale: "en", messages, namespace })),
    getFormatter: () => Promise.resolve(createFormatter({ locale: "en", timeZone: "America/Sao_Paulo" })),
  };
});
type Loads = { cardMenuLoads?: number };
jest.mock("./campaign-card-menu-content", () => {
  (globalThis as Loads).cardMenuLoads = ((globalThis as Loads).cardMenuLoads ?? 0) + 1;
  return jest.requireActual("./campaign-card-menu-content");
});

// A month ago at noon in Brazil: the date reads the same in every time zone the suite may run in.
const created = new Date(Date.now() - 30 * 86_400_000);
created.setUTCHours(15, 0, 0, 0);
const createdOn = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(created);

const campaign: CampaignSummary = {
  id: "c0a8e4d2-1f3b-4c5d-8e9f-0a1b2c3d4e5f",
  name: null,
  productName: null,
  headline: null,
  imageUrl: null,
  status: "active",
  destination: "website",
  currency: "BRL",
  createdAt: created.toISOString(),
  metaCampaignId: "120010",
  delivery: null,
  metaAdAccountId: null,
  metaPageId: null,
  metaInstagramId: null,
  metaPixelId: null,
  insight: {
    impressions: 47_000,
    linkClicks: 940,
    spend: 66_740,
    purchaseValue: 200_000,
    conversations: 0,
    ctr: 2,
    cpc: 71,
    roas: 3,
    markedSales: 0,
    revenue: 200_000,
    costPerConversation: null,
    currency: "BRL",
    fetchedAt: new Date(created.getTime() + 86_400_000).toISOString(),
  },
};

// Issue 37: the card renders on the server; the page hydrates only its menu's button.
describe("CampaignCard", () => {
  it("renders the campaign, its figures and links on the server, with a menu button whose code is not loaded", async () => {
    const card = await CampaignCard({ campaign });
    // next/link's visibility check runs on an idle callback (a timer in jsdom): run it inside act, not after a wait.
    jest.useFakeTimers();
    try {
      act(() => {
        render(
          <NextIntlClientProvider locale="en" messages={en} timeZone="America/Sao_Paulo">
            {card}
          </NextIntlClientProvider>,
        );
      });
      act(() => jest.runOnlyPendingTimers());
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByRole("heading", { name: "Untitled campaign" })).toBeTruthy();
    expect(screen.getByText(createdOn)).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    const figures = Object.fromEntries(screen.getAllByRole("definition").map((value) => [value.previousElementSibling?.textContent, value.textContent]));
    expect(figures).toEqual({
      Spend: "R$667",
      Impressions: "47K",
      "Link clicks": "940",
      ROAS: "3.0x",
      "Link CTR": "2.00%",
      "Cost per link click": "R$0.71",
    });
    const footer = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(footer("View")).toBe(`/campaign/view/${campaign.id}`);
    expect(footer("Edit")).toBe(`/campaign/edit/${campaign.id}`);

    const menu = screen.getByRole("button", { name: "Actions for Untitled campaign" });
    expect(menu.getAttribute("aria-haspopup")).toBe("menu");
    expect(screen.queryByRole("menu")).toBeNull();
    expect((globalThis as Loads).cardMenuLoads ?? 0).toBe(0);
  });
});
