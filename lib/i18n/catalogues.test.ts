import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import type { Messages } from "./fallback";

// Decision 012: every screen is wholly in the language the reader chose. These checks catch a text
// left in the other language when a message is added.

function leaves(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    if (Array.isArray(value)) return value.map((item, index) => [`${prefix}${key}.${index}`, item]);
    return typeof value === "object" ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]];
  });
}

const english = leaves(en);
const portuguese = new Map(leaves(pt));

// Names of places, people and laws, and the language switcher's own name for Portuguese.
const PORTUGUESE_IN_ENGLISH = [/^language\.pt$/, /^landing\.testimonials\.t1\.role$/, /^legal\./];
// The same in both languages: brands, product and plan names, units, addresses and figures.
const NEUTRAL = new Set([
  ...["AdCampaign", "English", "Português", "Starter", "Pro", "Legal", "E-mail", "Status", "ROAS", "CTR", "CPC", "N/A", "7. Cookies"],
  ...["Instagram", "Pixel", "Portugal", "Meta Ads", "Meta API", "OpenAI", "Replicate", "Prompt"],
]);
const PERSON = /^[A-Z][a-z]+ [A-Z][a-z]+$/;
// Once its placeholders are left out: digits, signs and units (R$, %, x), an e-mail address or a URL.
const FIGURE_OR_ADDRESS = /^[\d\s+%R$.,∞—()/x-]*$|@|^https?:\/\//;
const neutral = (value: string) => NEUTRAL.has(value) || PERSON.test(value) || FIGURE_OR_ADDRESS.test(value.replace(/\{[^}]*\}/g, ""));

describe("the catalogues", () => {
  it("write no Portuguese in English", () => {
    const portugueseLetters = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔ]/;
    const leftovers = english.filter(([key, value]) => portugueseLetters.test(value) && !PORTUGUESE_IN_ENGLISH.some((allowed) => allowed.test(key)));
    expect(leftovers).toEqual([]);
  });

  it("keep a text the same in both languages only when it is a name, a figure or an address", () => {
    const same = english.filter(([key, value]) => portuguese.get(key) === value);
    expect(same.filter(([, value]) => !neutral(value))).toEqual([]);
  });

  it("give the spec's Portuguese screens English texts (profile, plans, settings, admin tabs)", () => {
    expect([pt.profilePage.title, en.profilePage.title]).toEqual(["Perfil", "Profile"]);
    expect([pt.plansPage.currentPlan, en.plansPage.currentPlan]).toEqual(["Plano Atual", "Current Plan"]);
    expect([pt.settingsPage.upgradeButton, en.settingsPage.upgradeButton]).toEqual(["R$ 97/mês - Em Breve", "R$ 97/month - Coming Soon"]);
    expect([pt.admin.tabs.users, en.admin.tabs.users]).toEqual(["Usuários", "Users"]);
    expect([pt.campaignConfig.errors.maxDuration, en.campaignConfig.errors.maxDuration]).toEqual([
      "Período máximo da campanha é de 30 dias",
      "The maximum campaign period is 30 days",
    ]);
    expect([pt.wizard.analysis.errors.invalidUrl.title, en.wizard.analysis.errors.invalidUrl.title]).toEqual(["URL inválida", "Invalid URL"]);
  });
});
