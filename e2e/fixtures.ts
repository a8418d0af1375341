import { randomInt } from "node:crypto";
import { test as base, expect } from "@playwright/test";

// A console error in the browser during a test is a failure (STYLE.md), as in the Jest suites.
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      // Each test comes from its own address, as separate people would: the suite's many sign-ups would
      // otherwise add up against the per-address limits (the e2e app trusts one proxy hop, playwright.config.ts).
      await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
