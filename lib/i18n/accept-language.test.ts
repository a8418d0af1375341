import { localeFromAcceptLanguage } from "./accept-language";

describe("localeFromAcceptLanguage", () => {
  it("gives Portuguese to pt and every pt-* tag", () => {
    expect(localeFromAcceptLanguage("pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(localeFromAcceptLanguage("pt")).toBe("pt");
    expect(localeFromAcceptLanguage("PT-pt")).toBe("pt");
  });

  it("gives English to English and to languages the app does not speak", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR,de;q=0.8")).toBe("en");
  });

  it("gives English when there is no header or it is empty or garbled", () => {
    expect(localeFromAcceptLanguage(null)).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
    expect(localeFromAcceptLanguage(";;,,q=")).toBe("en");
  });

  it("follows the q-values, not the order written", () => {
    expect(localeFromAcceptLanguage("en;q=0.5,pt-BR;q=0.9")).toBe("pt");
    expect(localeFromAcceptLanguage("pt-BR;q=0.4,en-GB;q=0.8")).toBe("en");
  });

  it("keeps the written order between equal weights", () => {
    expect(localeFromAcceptLanguage("pt-BR,en")).toBe("pt");
    expect(localeFromAcceptLanguage("en,pt-BR")).toBe("en");
  });

  it("takes the first language it speaks, past ones it doesn't", () => {
    expect(localeFromAcceptLanguage("es-ES,pt-BR;q=0.9,en;q=0.8")).toBe("pt");
    expect(localeFromAcceptLanguage("de,en;q=0.7,pt;q=0.6")).toBe("en");
  });

  it("ignores languages refused with q=0", () => {
    expect(localeFromAcceptLanguage("pt;q=0,en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("pt-BR;q=0")).toBe("en");
  });

  it("counts * (any language) as no preference", () => {
    expect(localeFromAcceptLanguage("*")).toBe("en");
    expect(localeFromAcceptLanguage("*,pt;q=0.5")).toBe("pt");
  });
});
