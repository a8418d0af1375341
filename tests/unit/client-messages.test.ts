import { readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import { ROOT, importsIn, resolveImport, sourceFiles } from "@/scripts/support/import-graph";

// Issue 37: a page sends its client parts only the messages they read (components/i18n/client-messages.tsx),
// so a missing one would show a key instead of a text. Read from the sources: every route file's client
// parts (modules marked "use client" and what they import) and the catalogue paths they read, against the
// nearest <ClientMessages namespaces={[…]}> above them, in the file itself or its segment's layouts.

const NAMESPACES = new Set(Object.keys(en));
const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const isClient = (source: string) => /^\s*["']use client["']/.test(source.replace(/^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*/, ""));
const isServerAction = (source: string) => /^\s*["']use server["']/.test(source.replace(/^(\s*\/\/[^\n]*\n)*/, ""));

/** The paths a page gives its client parts, when it renders a ClientMessages; null when it renders none. */
function providedBy(source: string): string[] | null {
  const match = /<ClientMessages namespaces=\{\[([^\]]*)\]\}/.exec(source);
  return match ? [...match[1]!.matchAll(/"([^"]+)"/g)].map((found) => found[1]!) : null;
}

/** The catalogue paths one client module names: useTranslations("a.b"), and its literal keys ("auth.email"). */
function readsOf(source: string): { scoped: string[]; keys: string[]; whole: boolean } {
  return {
    scoped: [
      ...[...source.matchAll(/useTranslations\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]!),
      // A refusal's text is a key the server sends (useMessage): the pipeline's own are under "errors".
      ...(/\buseMessage\(\)|from "@\/components\/ui\/use-message"/.test(source) ? ["errors"] : []),
    ],
    keys: [...source.matchAll(/["'`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)["'`]/g)].map((match) => match[1]!).filter((key) => NAMESPACES.has(key.split(".")[0]!)),
    whole: /useTranslations\(\s*\)/.test(source),
  };
}

/**
 * The client parts a file renders outside any ClientMessages of their own: walked through the imports, a
 * module rendering ClientMessages answers for what is below it, and a server action runs on the server.
 */
function clientReads(entry: string): Map<string, string[]> {
  const reads = new Map<string, ReturnType<typeof readsOf>>();
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const key = `${file}:${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = text(file);
    if (file !== entry && !inClient && providedBy(source)) return;
    if (isServerAction(source)) return;
    const client = inClient || isClient(source);
    // Literal keys count in the screens' code; lib's are what the server answers with, picked by namespace.
    if (client) reads.set(file, file.startsWith("lib/") ? { ...readsOf(source), keys: [] } : readsOf(source));
    for (const { specifier, typeOnly } of importsIn(source)) {
      const target = typeOnly ? null : resolveImport(file, specifier);
      if (target) walk(target, client);
    }
  };
  walk(entry, false);
  // A whole-catalogue t() reads keys it is handed: any the parts around it name (a segment's error screen).
  const whole = [...reads.values()].some((read) => read.whole);
  return new Map([...reads].map(([file, read]) => [file, [...read.scoped, ...(whole ? read.keys : [])]]));
}

const ROUTE_FILE = /\/(page|layout|error|loading|not-found|template)\.tsx$/;
const routeFiles = sourceFiles(["app"]).filter((file) => ROUTE_FILE.test(file));

/** The layouts a route file sits in, nearest first (a segment's error and loading screens sit in its layout). */
function layoutsAbove(file: string): string[] {
  const layouts: string[] = [];
  for (let folder = path.posix.dirname(file); folder !== "."; folder = path.posix.dirname(folder)) {
    const layout = `${folder}/layout.tsx`;
    if (layout !== file && routeFiles.includes(layout)) layouts.push(layout);
  }
  return layouts;
}

/** What the nearest provider gives a route file: its own, else its layouts'; null when none sends messages. */
function providerOf(file: string): string[] | null {
  for (const candidate of [file, ...layoutsAbove(file)]) {
    const own = providedBy(text(candidate));
    if (own) return own;
    if (/appMessages\(/.test(text(candidate))) return [...NAMESPACES];
  }
  return null;
}

const covers = (provided: readonly string[], read: string) => provided.some((given) => read === given || read.startsWith(`${given}.`));

describe("the messages each page sends its client parts", () => {
  const modulesWithProviders = sourceFiles(["components", "app"]).filter((file) => !ROUTE_FILE.test(file) && providedBy(text(file)));

  it.each(routeFiles)("%s: every text its client parts read is sent", (file) => {
    const provided = providerOf(file) ?? [];
    const missing = [...clientReads(file)].flatMap(([module, reads]) =>
      reads.filter((read) => !covers(provided, read)).map((read) => `${module} reads ${read}`),
    );
    expect(missing).toEqual([]);
  });

  it("checks a component that sends messages itself as it checks a page", () => {
    const missing = modulesWithProviders.flatMap((file) => {
      const provided = providedBy(text(file))!;
      return [...clientReads(file)].flatMap(([module, reads]) =>
        reads.filter((read) => !covers(provided, read)).map((read) => `${file}: ${module} reads ${read}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it("sends a static page no messages at all, and the public pages no whole catalogue", () => {
    for (const page of ["app/(public)/termos-servico/page.tsx", "app/(public)/politica-privacidade/page.tsx", "app/(public)/exclusao-dados-usuario/page.tsx"]) {
      expect(providerOf(page)).toBeNull();
    }
    expect(routeFiles.filter((file) => file.startsWith("app/(public)/") && /appMessages\(/.test(text(file)))).toEqual([]);
  });

  it("finds what a client part reads, so a missing message cannot pass unseen", () => {
    // The check reads the sources; if it read nothing, every page above would pass.
    const landing = [...clientReads("app/(public)/page.tsx").values()].flat();
    expect(landing).toEqual([]);
    expect(providerOf("app/(public)/page.tsx")).toBeNull();
    const contact = [...clientReads("components/contact/contact-form.tsx").values()].flat();
    expect(contact).toEqual(expect.arrayContaining(["contact.fields.nome", "errors"]));
    const callback = [...clientReads("components/integrations/meta-callback.tsx").values()].flat();
    expect(callback).toEqual(expect.arrayContaining(["integrations.callback", "meta.errors.loginRequired"]));
    expect(covers(["landing.demo"], "landing.demo.sample")).toBe(true);
    expect(covers(["landing.demo"], "landing")).toBe(false);
    expect(covers(["auth"], "authx")).toBe(false);
  });
});
