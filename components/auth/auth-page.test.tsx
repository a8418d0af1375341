import { NextIntlClientProvider } from "next-intl";
import { prerenderToNodeStream } from "react-dom/static";
import en from "@/messages/en.json";
import { clientCode } from "@/tests/support/client-code";
import { AuthTabs } from "./auth-tabs";

jest.mock("@/lib/account/session-actions", () => ({}));
jest.mock("next/navigation", () => ({ useRouter: () => ({}) }));
// The App Router's next/dynamic (Next's bundler gives it to app/ and what it imports), not the Pages Router's.
jest.mock("next/dynamic", () => jest.requireActual("next/dist/shared/lib/app-dynamic"));

// Issue 37: what the auth pages send the browser. Read from the sources, from each page's client parts.
const PAGE_PARTS = ["auth-tabs", "confirm-email-form", "resend-confirmation-form", "forgot-password-form", "reset-password-form"].map(
  (name) => `components/auth/${name}.tsx`,
);

describe("the auth pages in the browser", () => {
  it("get no zod and no form library: the server's schemas check the input there", () => {
    const { modules, packages } = clientCode(PAGE_PARTS, { withLazy: true });
    expect(modules).toContain("components/auth/sign-up-form.tsx");
    expect(packages).toContain("next-intl");
    expect([...packages].filter((name) => /^(zod|react-hook-form|@hookform)(\/|$)/.test(name))).toEqual([]);
    // The account rules' own module is plain data and patterns (lib/auth/rules.ts); the rest of lib/auth is the server's.
    expect([...modules].filter((file) => (file.startsWith("lib/auth/") && file !== "lib/auth/rules.ts") || file.startsWith("lib/pipeline/"))).toEqual([]);
  });

  it("load sign-up's form and the resend form only when they are shown", () => {
    const { modules } = clientCode(["components/auth/auth-tabs.tsx"], { withLazy: false });
    expect(modules).toContain("components/auth/sign-in-form.tsx");
    expect(modules).not.toContain("components/auth/sign-up-form.tsx");
    expect(modules).not.toContain("components/auth/resend-confirmation-form.tsx");
  });
});

describe("the auth page's HTML", () => {
  async function html(initialTab: "sign-in" | "sign-up") {
    const { prelude } = await prerenderToNodeStream(
      <NextIntlClientProvider locale="en" messages={en} timeZone="America/Sao_Paulo">
        <AuthTabs initialTab={initialTab} />
      </NextIntlClientProvider>,
    );
    let text = "";
    for await (const chunk of prelude) text += String(chunk);
    return text;
  }

  it("holds the sign-up form at once when the link opens its tab (/auth?tab=sign-up)", async () => {
    const page = await html("sign-up");
    expect(page).toContain(">Full name</label>");
    expect(page).toContain('aria-label="Sign up"');
    expect(page).not.toContain('aria-busy="true"');
  });

  it("holds only the sign-in form otherwise", async () => {
    const page = await html("sign-in");
    expect(page).toContain('aria-label="Sign in"');
    expect(page).not.toContain(">Full name</label>");
  });
});
