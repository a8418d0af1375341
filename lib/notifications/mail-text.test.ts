import { daysFromNow } from "@/tests/support/days";
import { notificationMailText, type MailedNotification } from "./mail-text";

const APP = "https://app.example.com";
const rejected: MailedNotification = {
  kind: "adRejected",
  campaignId: "c1",
  metaCampaignId: "120200000000111",
  values: { campaign: "Tênis Corrida Pro", ads: 2, reason: "Ad rejected: Health claims" },
};
const hold: MailedNotification = { kind: "billingHold", campaignId: "c2", metaCampaignId: "120200000000222", values: { campaign: "Mochila Urbana" } };
const wasted: MailedNotification = { kind: "noResults", campaignId: "c3", metaCampaignId: null, values: { campaign: "Boné", days: 3, since: "2026-11-20" } };

describe("the grouped notification mail (issue 33)", () => {
  it("names the count in its subject, in Portuguese and English", () => {
    expect(notificationMailText({ name: null, notifications: [rejected, hold], appUrl: APP, locale: "pt" }).subject).toBe("2 avisos sobre suas campanhas");
    expect(notificationMailText({ name: null, notifications: [hold], appUrl: APP, locale: "pt" }).subject).toBe("1 aviso sobre suas campanhas");
    expect(notificationMailText({ name: null, notifications: [rejected, hold], appUrl: APP, locale: "en" }).subject).toBe("2 notices about your campaigns");
  });

  it("lists each notification in the given order with its text, Meta's reason and absolute links", () => {
    const { text } = notificationMailText({ name: "Ana Souza", notifications: [rejected, hold, wasted], appUrl: APP, locale: "pt" });
    expect(text).toContain("Olá, Ana Souza,");
    expect(text).toContain(
      [
        "1. Anúncio rejeitado pela Meta",
        "“Tênis Corrida Pro”: a Meta rejeitou 2 anúncios.",
        "Motivo da Meta: Ad rejected: Health claims",
        "Corrigir no Gerenciador de Anúncios: https://www.facebook.com/adsmanager/manage/campaigns?selected_campaign_ids=120200000000111",
        `Ver no AdCampaign: ${APP}/campaigns/c1`,
      ].join("\n"),
    );
    expect(text).toContain("2. Anúncios parados por pagamento");
    // A fix inside the app is an absolute link too.
    expect(text).toContain(
      `3. Gastando sem resultados\n“Boné” gastou o orçamento 3 dias seguidos sem nenhum resultado.\nRevisar a campanha: ${APP}/campaign/edit/c3`,
    );
    expect(text.indexOf("1. ")).toBeLessThan(text.indexOf("2. "));
    expect(text.trim().endsWith(`${APP}/settings`)).toBe(true);
    expect(text).toContain("Para desativá-las");
  });

  it("leaves out an empty reason and a fix link Meta's campaign id is missing for, and greets without a name", () => {
    const bare = { ...rejected, metaCampaignId: null, values: { ...rejected.values, reason: "" } };
    const { text } = notificationMailText({ name: null, notifications: [bare], appUrl: APP, locale: "pt" });
    expect(text.startsWith("Olá,\n")).toBe(true);
    expect(text).not.toContain("Motivo da Meta");
    expect(text).not.toContain("Gerenciador de Anúncios");
    expect(text).toContain(`Ver no AdCampaign: ${APP}/campaigns/c1`);
  });

  it("says when the Meta connection ends, in Brazil's time, and leads to Integrations", () => {
    // Three days ahead, 15:00 UTC: 12:00 in Brazil, on the same day.
    const day = daysFromNow(3);
    const expiresAt = `${day}T15:00:00.000Z`;
    const expiring: MailedNotification = { kind: "tokenExpiring", campaignId: null, metaCampaignId: null, values: { expiresAt } };
    const { text } = notificationMailText({ name: null, notifications: [expiring], appUrl: APP, locale: "pt" });
    expect(text).toMatch(new RegExp(`termina em ${Number(day.slice(8))} de \\p{L}+ de ${day.slice(0, 4)} às 12:00`, "u"));
    expect(text).toContain(`Ver no AdCampaign: ${APP}/integrations`);
  });
});
