// Issue 15, decision 012: every screen is wholly in the language the seller chose. Every route, on a
// phone (375×812), in English and in Portuguese: nothing wider than the screen, no text of the other
// language's catalogue, no raw value where a word belongs, and axe clean. Failures are collected per
// route and reported together, so one run shows all of them.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { campaignIdsOf, seedCampaigns } from "./db";
import { E2E_ADMIN } from "./env";
import { chooseLocale, expectNoSeriousA11yViolations, signIn, signedInSeller } from "./helpers";

// The longest file of the suite, of independent tests: spread over the lanes rather than run in one.
test.describe.configure({ mode: "parallel" });

type Locale = "en" | "pt";
const LOCALES: Locale[] = ["en", "pt"];
const PHONE = { width: 375, height: 812 };

// --- The catalogues: what each language may show, and what only the other one says. ---

type Catalogue = { [key: string]: string | string[] | Catalogue };
const catalogue = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Catalogue;

function leaves(messages: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    if (Array.isArray(value)) return value.map((item): [string, string] => [`${prefix}${key}`, item]);
    return typeof value === "object" ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]];
  });
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
// ICU writes a literal apostrophe twice.
const unescapeIcu = (text: string) => text.replace(/''/g, "'");
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

type Foreign = { own: Set<string>; exact: Map<string, string>; patterns: { key: string; pattern: RegExp }[] };

/**
 * The other catalogue's texts this one never says: exact texts, and texts with simple placeholders as
 * patterns. Short texts and texts shared by both (names, figures) are neutral; plurals, selects and
 * rich text are left out (their rendering is not one text node).
 */
function foreignTexts(locale: Locale): Foreign {
  const other: Locale = locale === "en" ? "pt" : "en";
  const own = new Set(leaves(catalogue(locale)).map(([, value]) => normalize(unescapeIcu(value))));
  const foreign: Foreign = { own, exact: new Map(), patterns: [] };
  for (const [key, raw] of leaves(catalogue(other))) {
    const value = normalize(unescapeIcu(raw));
    if (own.has(value) || value.includes("<") || /\{[^{}]*,\s*(plural|select|selectordinal)\s*,/.test(value)) continue;
    if (!value.includes("{")) {
      if (letters(value) >= 4) foreign.exact.set(value, key);
      continue;
    }
    const literal = value.replace(/\{[^{}]*\}/g, "");
    if (letters(literal) < 8) continue;
    const source = value
      .split(/\{[^{}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?");
    foreign.patterns.push({ key, pattern: new RegExp(`^${source}$`) });
  }
  return foreign;
}

const FOREIGN: Record<Locale, Foreign> = { en: foreignTexts("en"), pt: foreignTexts("pt") };

// Stored values that must reach the reader as words (objectives, calls to action, plans, statuses),
// unless the catalogue itself says them so.
const RAW_VALUES = new Set([
  ...["traffic", "conversions", "free", "starter", "pro", "draft", "active", "paused", "completed", "published", "archived"],
  ...["SHOP_NOW", "LEARN_MORE", "SIGN_UP", "SUBSCRIBE", "BOOK_NOW", "CONTACT_US", "GET_OFFER", "GET_QUOTE", "DOWNLOAD", "ORDER_NOW"],
]);

// --- One visit: what the page shows and reads out. ---

/** Every text the reader meets: visible text (screen-reader-only included), accessible names, placeholders and the title. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const skipped = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
    // A closed select's options have no box of their own: they are as visible as their select.
    const shown = (element: Element) =>
      !skipped.has(element.tagName) &&
      (element.tagName === "OPTION" ? (element.closest("select") ?? element) : element).checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent) && node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll("*")) {
      if (!shown(element)) continue;
      // A sentence React wrote as several text nodes, read as the element's whole text.
      if (element.children.length === 0 && element.childNodes.length > 1 && element.textContent?.trim()) texts.push(element.textContent);
      for (const attribute of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(attribute);
        if (value?.trim()) texts.push(value);
      }
    }
    // The title template is "<page> · AdCampaign".
    texts.push(...document.title.split(" · "));
    return texts;
  });
}

async function problemsOf(page: Page, locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) problems.push(`the page is ${width}px wide`);

  const texts = [...new Set((await textsOf(page)).map(normalize))];
  const foreign = FOREIGN[locale];
  for (const text of texts) {
    const key = foreign.exact.get(text) ?? foreign.patterns.find(({ pattern }) => pattern.test(text))?.key;
    if (key) problems.push(`"${text}" is the other language's ${key}`);
    if (RAW_VALUES.has(text) && !foreign.own.has(text)) problems.push(`"${text}" is a raw value`);
  }

  try {
    await expectNoSeriousA11yViolations(page);
  } catch (error) {
    // The violations are the received array's items: `+   "rule: selectors",`.
    const lines = (error as Error).message.replace(/\u001b\[[0-9;]*m/g, "").split("\n");
    const violations = lines.filter((line) => /^\s*\+\s+"/.test(line)).map((line) => line.replace(/^\s*\+\s+/, "").replace(/,$/, ""));
    problems.push(`axe: ${violations.length ? violations.join("; ") : lines[0]}`);
  }
  return problems;
}

/** Visits each route in each language and gives back every problem, by route and language. */
async function visitAll(page: Page, routes: string[]): Promise<string[]> {
  await page.setViewportSize(PHONE);
  const failures: string[] = [];
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    for (const route of routes) {
      await page.goto(route);
      // Let the client parts settle (hydration, first fetches) before reading the page.
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      const lang = await page.locator("html").getAttribute("lang");
      if (lang !== (locale === "pt" ? "pt-BR" : "en")) failures.push(`${route} [${locale}]: <html lang="${lang}">`);
      for (const problem of await problemsOf(page, locale)) failures.push(`${route} [${locale}]: ${problem}`);
    }
  }
  return failures;
}

// --- Every route. ---

test("every public page is wholly in the chosen language, fits a phone and passes axe", async ({ page, consoleErrors }) => {
  test.setTimeout(300_000);
  const routes = [
    "/",
    "/auth",
    "/auth/forgot",
    "/auth/reset",
    "/contato",
    "/politica-privacidade",
    "/termos-servico",
    "/exclusao-dados-usuario",
    "/exclusao-dados-usuario/status",
    "/exclusao-dados-usuario/status?code=NOSUCHCODE123",
    "/no-such-page",
  ];
  expect(await visitAll(page, routes), "problems, by route and language").toEqual([]);
  // The not-found page answers 404 by design, once per language: the browser logs each.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404"), expect.stringContaining("404")]);
});

test("every seller screen is wholly in the chosen language, fits a phone and passes axe", async ({ page }) => {
  test.setTimeout(420_000);
  const email = await signedInSeller(page);
  await seedCampaigns(email, [
    { productName: "Garrafa Térmica", headline: "Gelada por 24 horas", status: "draft", campaignObjective: "conversions", cta: "SHOP_NOW" },
    { productName: "Mochila Urbana", status: "paused", metaCampaignId: "120099", campaignObjective: "traffic", cta: "LEARN_MORE" },
  ]);
  const [draft] = await campaignIdsOf(email);
  const routes = [
    "/dashboard",
    "/campaigns",
    "/campaign/new",
    "/integrations",
    "/profile",
    "/plans",
    "/settings",
    `/campaigns/${draft}`,
    `/campaign/view/${draft}`,
    `/campaign/edit/${draft}`,
  ];
  expect(await visitAll(page, routes), "problems, by route and language").toEqual([]);
});

test("every admin screen is wholly in the chosen language, fits a phone and passes axe", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const routes = ["/admin?tab=settings", "/admin?tab=users", "/admin?tab=campaigns", "/api-test"];
  expect(await visitAll(page, routes), "problems, by route and language").toEqual([]);
});

// --- How the language is chosen. ---

const HERO = {
  en: "Create high-performance Meta Ads campaigns with AI in minutes",
  pt: "Crie campanhas de Meta Ads de alta performance com IA em minutos",
};

test.describe("a first visit from a browser set to Brazilian Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("is in Portuguese, until the seller switches to English, which is remembered", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { name: HERO.pt })).toBeVisible();

    await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await expect(page.getByRole("heading", { name: HERO.en })).toBeVisible();
    // The browser still asks for Portuguese; the seller's choice wins, on every page.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: HERO.en })).toBeVisible();
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign up" })).toBeVisible();
  });
});

test.describe("a first visit from a browser set to American English", () => {
  test.use({ locale: "en-US" });

  test("is in English, until the seller switches to Portuguese, which is remembered", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: HERO.en })).toBeVisible();

    await page.getByRole("combobox", { name: "Language" }).selectOption("pt");
    await expect(page.getByRole("heading", { name: HERO.pt })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { name: HERO.pt })).toBeVisible();
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Cadastrar" })).toBeVisible();
  });
});

test.describe("a first visit from a browser set to a language the app does not speak", () => {
  test.use({ locale: "fr-FR" });

  test("is in English, the default", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: HERO.en })).toBeVisible();
  });
});
