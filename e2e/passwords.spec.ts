import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, mailedLinkFor, outboxFor, signIn, signedInSeller } from "./helpers";

// Issue 14: forgot password, change password, and sessions that end at once.

const NEW_PASSWORD = "brand-new-secret";

/** Another browser (its own cookies and address), signed in as the same seller. */
async function anotherBrowser(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function expectSignedOut(page: Page) {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
}

test("forgot password: the e-mailed link sets a new password, signs in here and ends the other sessions", async ({ page, browser }) => {
  const email = await signedInSeller(page);
  const elsewhere = await anotherBrowser(browser, email);
  await page.context().clearCookies();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account uses ${email}`);

  const link = await mailedLinkFor(email, "/auth/reset");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm the new password").fill("not-the-same");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The notice is written by the account-mail job, a moment after the answer.
  await expect.poll(() => outboxFor(email).at(-1)?.subject).toBe("Your AdCampaign password was changed");

  await expectSignedOut(elsewhere);
  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This link was already used. If you did not change your password, ask for a new link.", { exact: true })).toBeVisible();
  await elsewhere.context().close();
});

test("change password on /profile: this browser stays signed in, the other one is signed out", async ({ page, browser }) => {
  const email = await signedInSeller(page);
  const elsewhere = await anotherBrowser(browser, email);
  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("wrong-password");
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is not right.")).toBeVisible();
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your other devices were signed out.", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expectSignedOut(elsewhere);
  await elsewhere.context().close();
});

test("after signing out, a copy of the old session cookie opens no page", async ({ page, browser }) => {
  await signedInSeller(page);
  const copied = await page.context().cookies();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const stolen = await thief.newPage();
  for (const path of ["/dashboard", "/profile", "/campaigns"]) {
    await stolen.goto(path);
    await expect(stolen).toHaveURL(/\/auth$/);
  }
  await thief.close();
});

test("sign out everywhere ends every session of the account", async ({ page, browser }) => {
  const email = await signedInSeller(page);
  const elsewhere = await anotherBrowser(browser, email);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectSignedOut(page);
  await expectSignedOut(elsewhere);
  await elsewhere.context().close();
});
