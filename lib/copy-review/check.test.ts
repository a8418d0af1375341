import { applyRewrite, COPY_RULES, reviewCopy, type CopyLanguage } from "./index";

// Each row: the copy language, an ad text, and the rules it must trip (none: good copy that must pass).
const TABLE: readonly [CopyLanguage, string, readonly string[]][] = [
  // Portuguese copy that passes, near misses included.
  ["pt", "Seu pedido chega rápido", []],
  ["pt", "Frete grátis para todo o Brasil", []],
  ["pt", "Notebook com 16 GB e tela LED", []],
  ["pt", "Black Friday: até 40% de desconto", []],
  ["pt", "Compre pelo site ou pelo app e pague com PIX", []],
  ["pt", "Tênis New Balance 574 original", []],
  ["pt", "Queijo curado com 30 dias de cura", []],
  ["pt", "Ideal para quem quer emagrecer com saúde", []],
  ["pt", "Balança digital: acompanhe seu peso todo dia", []],
  ["pt", "Receba em casa com entrega rápida e segura", []],
  ["pt", "Kit com 3 camisetas de algodão, tamanhos P, M e G", []],
  ["pt", "Chave on/off e cabo USB-C inclusos", []],
  ["pt", "Enriqueça sua dieta com fibras naturais", []],
  ["pt", "Oferta válida até domingo ou enquanto durar o estoque", []],
  ["pt", "Fone Bluetooth com cancelamento de ruído", []],
  ["pt", "Garantia de 1 ano e troca grátis em 7 dias", []],
  ["pt", "Camiseta off-white de algodão", []],
  ["pt", "Você vai amar o novo sabor de morango", []],
  ["pt", "Smart TV 4K de 50 polegadas com HDMI", []],
  ["pt", "Presente perfeito para o Dia das Mães", []],
  ["pt", "Ficou mais barato: agora por R$ 79,90", []],
  ["pt", "Olá! Quero saber mais sobre o kit de panelas.", []],
  ["pt", "Delivery de açaí em toda a cidade", []],
  ["pt", "Recarga de diamantes Free Fire", []],
  ["pt", "Lanches sem açúcar, ideais para diabéticos", []],
  // Portuguese copy that does not.
  ["pt", "Você está acima do peso?", ["personal-attribute-weight"]],
  ["pt", "Cansada de ser gorda? Conheça o chá", ["personal-attribute-weight"]],
  ["pt", "Elimine sua gordura localizada", ["personal-attribute-weight"]],
  ["pt", "Você tem dívidas?", ["personal-attribute-finances"]],
  ["pt", "Vc tá com o nome sujo? A gente ajuda", ["personal-attribute-finances"]],
  ["pt", "Você sofre de ansiedade? Experimente", ["personal-attribute-health"]],
  ["pt", "Sofrendo com a calvície? Veja o tônico", ["personal-attribute-health"]],
  ["pt", "Conheça outros solteiros cristãos perto de você", ["personal-attribute-identity"]],
  ["pt", "Você tem mais de 50 anos? Este tênis é para você", ["personal-attribute-identity"]],
  ["pt", "Chá que cura a diabetes", ["health-cure-claim"]],
  ["pt", "Creme milagroso para rugas", ["health-cure-claim"]],
  ["pt", "Emagreça 10 kg em 15 dias", ["weight-loss-result"]],
  ["pt", "Renda extra garantida trabalhando de casa", ["income-claim"]],
  ["pt", "Ganhe R$ 500 por dia no celular", ["income-claim"]],
  ["pt", "Veja o antes e depois das clientes", ["before-after"]],
  ["pt", "Menor preço do Brasil", ["lowest-price-claim"]],
  ["pt", "O mais barato da internet", ["lowest-price-claim"]],
  ["pt", "Preço imbatível só hoje", ["lowest-price-claim"]],
  ["pt", "O melhor do mercado", ["best-claim"]],
  ["pt", "Número 1 em vendas no Brasil", ["best-claim"]],
  ["pt", "Mega sale de verão", ["english-words"]],
  ["pt", "Até 50% off em toda a loja", ["english-words"]],
  ["pt", "Frete free para todo o Brasil", ["english-words"]],
  ["pt", "Shop now e ganhe um brinde", ["english-words"]],
  ["pt", "Best seller da loja", ["english-words"]],
  ["pt", "IMPERDÍVEL: só hoje", ["shouting-caps"]],
  ["pt", "OFERTA de inverno", ["shouting-caps"]],
  ["pt", "Compre já!!!", ["shouting-punctuation"]],
  ["pt", "Será que é pra você??", ["shouting-punctuation"]],
  ["pt", "SALE de verão", ["english-words", "shouting-caps"]],
  // English copy that passes.
  ["en", "Fast shipping across the country", []],
  ["en", "New colors just arrived", []],
  ["en", "Made with 100% organic cotton", []],
  ["en", "Track your weight with our smart scale", []],
  ["en", "Are you ready for summer?", []],
  ["en", "Sick of slow chargers? Try ours", []],
  ["en", "Great gift for Mother's Day", []],
  ["en", "Free shipping on orders over $50", []],
  ["en", "Satisfaction guaranteed or your money back", []],
  ["en", "Black Friday deals on all headphones", []],
  ["en", "Designed for runners of every level", []],
  ["en", "USB-C cable with LED light", []],
  ["en", "Our best seller is back in stock", []],
  ["en", "Do you have a question? Message us on WhatsApp", []],
  ["en", "Hi! I'd like to know more about the blender.", []],
  ["en", "Lose the guesswork: size guide inside", []],
  ["en", "Diabetes-friendly snacks, no added sugar", []],
  ["en", "Cheaper than ever this week", []],
  ["en", "Winter sale: 30% off all jackets", []],
  ["en", "Play Free Fire with the new controller", []],
  // English copy that does not.
  ["en", "Are you overweight?", ["personal-attribute-weight"]],
  ["en", "Struggling with your weight? Try this", ["personal-attribute-weight"]],
  ["en", "Are you in debt? We can help", ["personal-attribute-finances"]],
  ["en", "Fix your bad credit today", ["personal-attribute-finances"]],
  ["en", "Are you depressed? Talk to us", ["personal-attribute-health"]],
  ["en", "Do you suffer from back pain?", ["personal-attribute-health"]],
  ["en", "Other single Christians near you", ["personal-attribute-identity"]],
  ["en", "Are you over 50? Meet new friends", ["personal-attribute-identity"]],
  ["en", "This tea cures diabetes", ["health-cure-claim"]],
  ["en", "A miracle cream for wrinkles", ["health-cure-claim"]],
  ["en", "Lose 10 lbs in 7 days", ["weight-loss-result"]],
  ["en", "Guaranteed income from home", ["income-claim"]],
  ["en", "Make $500 a day from your phone", ["income-claim"]],
  ["en", "See our before and after photos", ["before-after"]],
  ["en", "Lowest price guaranteed", ["lowest-price-claim"]],
  ["en", "The cheapest sneakers online", ["lowest-price-claim"]],
  ["en", "Best coffee in the world", ["best-claim"]],
  ["en", "The market leader in blenders", ["best-claim"]],
  ["en", "HUGE SALE this weekend", ["shouting-caps"]],
  ["en", "Buy now!!!", ["shouting-punctuation"]],
  ["en", "What are you waiting for??", ["shouting-punctuation"]],
];

const ruleIds = (text: string, lang: CopyLanguage) => [...new Set(reviewCopy(text, lang).map((finding) => finding.ruleId))].sort();

describe("reviewCopy", () => {
  it.each(TABLE)("[%s] %s → %j", (lang, text, expected) => {
    expect(ruleIds(text, lang)).toEqual([...expected].sort());
  });

  it("has a table of at least 60 phrases, 25 in each language and 20 that pass", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    expect(TABLE.filter(([lang]) => lang === "pt").length).toBeGreaterThanOrEqual(25);
    expect(TABLE.filter(([lang]) => lang === "en").length).toBeGreaterThanOrEqual(25);
    expect(TABLE.filter(([, , expected]) => expected.length === 0).length).toBeGreaterThanOrEqual(20);
  });

  it("points at the words as typed, one finding per stretch of text and rule, in order", () => {
    for (const [lang, text] of TABLE) {
      const findings = reviewCopy(text, lang);
      for (const finding of findings) expect(text.slice(finding.start, finding.end)).toBe(finding.match);
      expect(findings.map((finding) => finding.start)).toEqual([...findings.map((finding) => finding.start)].sort((a, b) => a - b));
      for (const rule of COPY_RULES) {
        const own = findings.filter((finding) => finding.ruleId === rule.id);
        own.slice(1).forEach((finding, index) => expect(finding.start).toBeGreaterThanOrEqual(own[index]!.end));
      }
    }
  });

  it("gives the offsets of each problem in a text with several", () => {
    const text = "Mega SALE de verão com frete free!!!";
    expect(reviewCopy(text, "pt").map(({ ruleId, start, end }) => [ruleId, start, end])).toEqual([
      ["english-words", 5, 9],
      ["shouting-caps", 5, 9],
      ["english-words", 29, 33],
      ["shouting-punctuation", 33, 36],
    ]);
  });

  it("reads accents and capitals alike", () => {
    for (const text of ["VOCÊ ESTÁ ACIMA DO PESO?", "voce esta acima do peso?", "Você está acima do peso?"]) {
      expect(ruleIds(text, "pt")).toContain("personal-attribute-weight");
    }
  });

  it("looks for English words in Portuguese copy only", () => {
    expect(ruleIds("Mega sale de verão", "en")).toEqual([]);
  });

  it("says why and what to do in the seller's language, with the source", () => {
    const [pt] = reviewCopy("Você tem dívidas?", "pt");
    const [en] = reviewCopy("Você tem dívidas?", "en");
    expect(pt?.reason).toMatch(/Meta/);
    expect(pt?.suggestion).toMatch(/produto/);
    expect(en?.suggestion).toMatch(/product/);
    expect(pt?.source.url).toMatch(/^https:\/\/transparency\.meta\.com\/policies\/ad-standards\//);
  });

  it("returns nothing for an empty text", () => {
    expect(reviewCopy("", "pt")).toEqual([]);
    expect(reviewCopy("   ", "en")).toEqual([]);
  });
});

describe("rewrites", () => {
  const rewriteOf = (text: string, lang: CopyLanguage, ruleId: string) => reviewCopy(text, lang).find((finding) => finding.ruleId === ruleId)?.rewrite;

  it.each<[CopyLanguage, string, string, string]>([
    ["pt", "Frete free para todo o Brasil", "english-words", "Frete grátis para todo o Brasil"],
    ["pt", "Mega SALE de verão", "english-words", "Mega promoção de verão"],
    ["pt", "Sale de verão", "english-words", "Promoção de verão"],
    ["pt", "Até 50% OFF", "english-words", "Até 50% de desconto"],
    ["pt", "Free shipping hoje", "english-words", "Frete grátis hoje"],
    ["pt", "IMPERDÍVEL: só hoje", "shouting-caps", "Imperdível: só hoje"],
    ["pt", "FRETE GRÁTIS PARA TODO O BRASIL", "shouting-caps", "Frete grátis para todo o Brasil"],
    ["pt", "CABO USB TURBO", "shouting-caps", "Cabo USB turbo"],
    ["pt", "Compre já!!!", "shouting-punctuation", "Compre já!"],
    ["en", "Really?!", "shouting-punctuation", "Really?"],
    ["pt", "Menor preço do Brasil, só hoje", "lowest-price-claim", "Preço baixo, só hoje"],
    ["en", "Lowest price guaranteed", "lowest-price-claim", "Great price"],
    ["pt", "Nosso café é o melhor do Brasil", "best-claim", "Nosso café é qualidade de verdade"],
    ["pt", "Seu pet merece o melhor do mundo", "best-claim", "Seu pet merece qualidade de verdade"],
    ["en", "Our coffee is the best in the world", "best-claim", "Our coffee is top quality"],
    ["pt", "Você está acima do peso? Conheça o chá", "personal-attribute-weight", "Para quem quer emagrecer. Conheça o chá"],
    ["en", "Are you overweight? Try our shakes", "personal-attribute-weight", "For anyone who wants to lose weight. Try our shakes"],
    ["pt", "Tem dívidas? Nós ajudamos", "personal-attribute-finances", "Para quem quer organizar as contas. Nós ajudamos"],
  ])("[%s] %s (%s) → %s", (lang, text, ruleId, expected) => {
    expect(rewriteOf(text, lang, ruleId)).toBe(expected);
  });

  it("proposes none where words would have to be invented", () => {
    expect(rewriteOf("Você sofre de ansiedade?", "pt", "personal-attribute-health")).toBeUndefined();
    expect(rewriteOf("Elimine sua gordura localizada", "pt", "personal-attribute-weight")).toBeUndefined();
    expect(rewriteOf("Chá que cura a diabetes", "pt", "health-cure-claim")).toBeUndefined();
    expect(rewriteOf("A melhor pizza do Brasil", "pt", "best-claim")).toBeUndefined();
  });

  it("are applied only when the seller asks, and only to the words they were made for", () => {
    const text = "Mega sale de verão";
    const [finding] = reviewCopy(text, "pt");
    expect(finding && applyRewrite(text, finding)).toBe("Mega promoção de verão");
    expect(finding && applyRewrite("Mega liquidação de verão", finding)).toBe("Mega liquidação de verão");
    const [noRewrite] = reviewCopy("Você sofre de ansiedade?", "pt");
    expect(noRewrite && applyRewrite("Você sofre de ansiedade?", noRewrite)).toBe("Você sofre de ansiedade?");
  });
});

describe("the rules", () => {
  it("each have a kebab-case id of their own, a source and texts in both languages", () => {
    expect(new Set(COPY_RULES.map((rule) => rule.id)).size).toBe(COPY_RULES.length);
    for (const rule of COPY_RULES) {
      expect(rule.id).toMatch(/^[a-z]+(?:-[a-z0-9]+)*$/);
      expect(rule.source.url).toMatch(/^https?:\/\/\S+$/);
      expect(rule.source.title.length).toBeGreaterThan(0);
      for (const lang of ["pt", "en"] as const) {
        expect(rule.reason[lang].length).toBeGreaterThan(20);
        expect(rule.suggestion[lang].length).toBeGreaterThan(10);
      }
      for (const pattern of rule.patterns) expect(pattern.flags).toBe("gu");
    }
  });

  it("are each tripped by at least one row of the table", () => {
    const tripped = new Set(TABLE.flatMap(([, , expected]) => expected));
    expect(COPY_RULES.map((rule) => rule.id).filter((id) => !tripped.has(id))).toEqual([]);
    expect([...tripped].filter((id) => !COPY_RULES.some((rule) => rule.id === id))).toEqual([]);
  });

  it("cover every kind", () => {
    expect(new Set(COPY_RULES.map((rule) => rule.kind))).toEqual(
      new Set(["englishWords", "personalAttributes", "prohibitedClaim", "shouting", "unprovenPriceClaim"]),
    );
  });
});
