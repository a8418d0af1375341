/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import pt from "@/messages/pt.json";
import { CampaignStateBadge } from "./campaign-state-badge";

const badge = (props: Parameters<typeof CampaignStateBadge>[0]) =>
  render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      <CampaignStateBadge {...props} />
    </NextIntlClientProvider>,
  );

// Red is for what the seller must fix; a campaign that delivers is good news (decision 022).
describe("CampaignStateBadge", () => {
  it("shows an active campaign as a positive state, in the app and at Meta", () => {
    badge({ status: "active", delivery: null });
    expect(screen.getByText("Ativa").className).toContain("bg-emerald-700");
    expect(screen.getByText("Ativa").className).not.toContain("bg-destructive");
  });

  it("keeps red for a refusal at Meta", () => {
    badge({ status: "active", delivery: { state: "rejected" } as never });
    expect(screen.getByText(pt.campaigns.delivery.states.rejected).className).toContain("bg-destructive");
  });
});
