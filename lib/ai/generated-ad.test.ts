import { fallbackAd, generatedAdSchema, whatsappGreeting } from "./generated-ad";

describe("the WhatsApp greeting (issue 34)", () => {
  it("names the product and its price as the page shows it, in Brazilian money", () => {
    expect(whatsappGreeting({ title: "Tênis Corrida Pro", price: 299.9, currency: "BRL" })).toBe("Oi! Tenho interesse em: Tênis Corrida Pro (R$ 299,90)");
  });

  it("leaves the price out when the page shows none", () => {
    expect(whatsappGreeting({ title: "Tênis Corrida Pro", price: null, currency: null })).toBe("Oi! Tenho interesse em: Tênis Corrida Pro");
  });

  it("stays within Meta's 300 characters", () => {
    expect(whatsappGreeting({ title: "T".repeat(400), price: 10, currency: "BRL" }).length).toBe(300);
  });

  it("is part of the fallback ad, which passes the generated ad's own rules", () => {
    const ad = fallbackAd({ title: "Tênis Corrida Pro", description: null, price: 299.9, currency: "BRL", url: "https://loja.example/p" });
    expect(generatedAdSchema.parse(ad)).toMatchObject({ whatsappMessage: "Oi! Tenho interesse em: Tênis Corrida Pro (R$ 299,90)" });
    expect(ad.chatText).toMatch(/WhatsApp/);
  });
});
