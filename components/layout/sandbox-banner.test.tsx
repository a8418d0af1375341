/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import type { Env } from "@/lib/env";
import en from "@/messages/en.json";
import { SandboxBanner } from "./sandbox-banner";

const mockEnv: Partial<Env> = {};
jest.mock("@/lib/env", () => ({
  get env() {
    return mockEnv;
  },
}));
jest.mock("next/server", () => ({ connection: () => Promise.resolve() }));
jest.mock("next-intl/server", () => ({
  getTranslations: (namespace: "sandbox") => Promise.resolve(createTranslator({ locale: "en", messages: en, namespace })),
}));

async function renderBanner(values: Partial<Env>) {
  Object.assign(mockEnv, { SANDBOX: false, SANDBOX_STORE_URL: undefined, ...values });
  const { container } = render(<>{await SandboxBanner()}</>);
  return container;
}

describe("SandboxBanner", () => {
  it("is absent outside sandbox mode", async () => {
    const container = await renderBanner({ SANDBOX: false, SANDBOX_STORE_URL: "http://127.0.0.1:3713" });
    expect(container.innerHTML).toBe("");
  });

  it("says what a sandbox is, in a labelled region, with the sample store's pages", async () => {
    await renderBanner({ SANDBOX: true, SANDBOX_STORE_URL: "http://127.0.0.1:3713" });
    const region = screen.getByRole("region", { name: "Sandbox mode" });
    expect(region.textContent).toContain("nothing is sent to Meta, and AI answers come from local fakes.");
    expect(screen.getByRole("link", { name: "Sample product pages (opens in a new tab)" }).getAttribute("href")).toBe("http://127.0.0.1:3713/store/");
  });
});
