import { readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";

// The admin keys in messages/*.json.
type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const root = path.resolve(__dirname, "../..");
// The files of the users, campaigns and audit parts of the admin dashboard (the settings tab keeps its own).
const sources = [
  "app/(app)/admin/page.tsx",
  ...["admin-tabs", "audit-log", "campaigns-tab", "create-user-dialog", "load-error", "user-plan-form", "users-pagination", "users-tab"].map(
    (name) => `components/admin/${name}.tsx`,
  ),
  "lib/admin/actions.ts",
  "lib/admin/users.ts",
  "lib/admin/users-schemas.ts",
  "lib/admin/campaigns.ts",
];
const source = sources.map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");

const adminOf = (tree: unknown) => ({ admin: (tree as Tree).admin as Tree });
const catalogues = { en: adminOf(en), pt: adminOf(pt) };

describe("the admin messages", () => {
  it("have the same keys in English and Portuguese", () => {
    expect(keysOf(catalogues.pt).sort()).toEqual(keysOf(catalogues.en).sort());
  });

  it.each(["en", "pt"] as const)("hold every full admin key the code names (%s)", (locale) => {
    const named = [...new Set(source.match(/"admin\.[\w.]+\w"/g) ?? [])].map((literal) => literal.slice(1, -1));
    // Namespaces passed to getTranslations/useTranslations are branches, the rest are messages.
    const missing = named.filter((key) => lookup(catalogues[locale], key) === undefined && !keysOf(catalogues[locale]).some((k) => k.startsWith(`${key}.`)));
    expect(missing).toEqual([]);
    expect(named.length).toBeGreaterThan(10);
  });

  it.each(["en", "pt"] as const)("hold a title, and a description where shown, for every admin toast (%s)", (locale) => {
    const toastKeys = [
      "admin.users.toasts.planUpdatedTitle",
      "admin.users.toasts.planUpdatedDescription",
      "admin.users.toasts.planErrorTitle",
      "admin.users.toasts.createdTitle",
      "admin.users.toasts.createdDescription",
      "admin.users.toasts.createErrorTitle",
      "admin.loadError.title",
      "admin.loadError.description",
      // Error toasts describe the failure with the action's error key.
      "admin.users.errors.emailTaken",
      "admin.users.errors.notFound",
      "admin.users.errors.planInvalid",
      "admin.users.errors.limitInvalid",
    ];
    for (const key of toastKeys) expect([key, lookup(catalogues[locale], key)]).toEqual([key, expect.stringMatching(/\S/)]);
  });

  it("keep the spec's Portuguese for the tabs and the anonymous owner (000 §2) under pt, and English under en (decision 012)", () => {
    expect(lookup(catalogues.pt, "admin.tabs.settings")).toBe("Configurações");
    expect(lookup(catalogues.pt, "admin.tabs.users")).toBe("Usuários");
    expect(lookup(catalogues.pt, "admin.tabs.campaigns")).toBe("Campanhas");
    expect(lookup(catalogues.pt, "admin.campaigns.anonymousOwner")).toBe("Usuário anônimo");
    expect(lookup(catalogues.pt, "admin.users.unlimited")).toBe("Ilimitado");
    expect(lookup(catalogues.en, "admin.tabs.settings")).toBe("Settings");
    expect(lookup(catalogues.en, "admin.tabs.users")).toBe("Users");
    expect(lookup(catalogues.en, "admin.tabs.campaigns")).toBe("Campaigns");
    expect(lookup(catalogues.en, "admin.campaigns.anonymousOwner")).toBe("Anonymous user");
  });
});
