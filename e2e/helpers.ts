import { randomUUID } from "node:crypto";
import { outboxIn, type OutboxMail } from "../tests/support/outbox";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { hash } from "@node-rs/argon2";
import { insertConfirmedAccount } from "./db";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./env";

export const PASSWORD = "secret123";
export const newEmail = (label = "seller") => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The mails the app sent to an address, oldest first, read from the dev outbox. */
export function outboxFor(email: string, dataDir = E2E_DATA_DIR): OutboxMail[] {
  return outboxIn(dataDir).filter((mail) => mail.to === email);
}

/** The latest link to `route` (/auth/confirm, /auth/reset) mailed to an address, waited for. */
export async function mailedLinkFor(email: string, route: string, dataDir = E2E_DATA_DIR): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${route}\\?token=\\S+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = outboxFor(email, dataDir)
          .map((mail) => mail.text.match(pattern)?.[0])
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { message: `a mail for ${email} with a link to ${route}` },
    )
    .toBeTruthy();
  return link!;
}

/** The latest confirmation link mailed to an address. */
export const confirmationLinkFor = (email: string, dataDir = E2E_DATA_DIR) => mailedLinkFor(email, "/auth/confirm", dataDir);

export async function signUp(page: Page, email: string, fullName = "Ana Souza") {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created!", { exact: true })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
}

let passwordHash: Promise<string> | undefined;

/** A confirmed account with PASSWORD, written to the lane's database (e2e/db.ts), not signed in. */
export async function confirmedAccount(email: string, fullName = "Ana Souza"): Promise<void> {
  passwordHash ??= hash(PASSWORD);
  await insertConfirmedAccount(email, await passwordHash, fullName);
}

/**
 * A confirmed seller, signed in through the sign-in form, on the dashboard. The account is written to the
 * lane's database as a confirmed sign-up leaves it (e2e/db.ts), which spares each test the sign-up form,
 * the mail job and the confirmation page; tests of those, and tests on the key-less app (an embedded
 * database the tests cannot reach), use signUpConfirmAndSignIn.
 */
export async function signedInSeller(page: Page, email = newEmail(), fullName = "Ana Souza") {
  await confirmedAccount(email, fullName);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Opens the latest confirmation link mailed to an address and types the sign-up's password (issue 29). */
export async function confirmThroughMailedLink(page: Page, email: string, password = PASSWORD, dataDir = E2E_DATA_DIR) {
  await page.goto(await confirmationLinkFor(email, dataDir));
  const form = page.getByRole("form", { name: "Confirm your e-mail" });
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Confirm e-mail" }).click();
}

/** A confirmed account, signed in, on the dashboard, through the pages: sign-up, then the mailed link, which signs in. */
export async function signUpConfirmAndSignIn(page: Page, email = newEmail(), dataDir = E2E_DATA_DIR) {
  await signUp(page, email);
  await confirmThroughMailedLink(page, email, PASSWORD, dataDir);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // Next streams a page's metadata: right after a refresh the title may not be in the document yet.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The language the app speaks to this browser from now on, as the language switcher remembers it (decision 012). */
export async function chooseLocale(page: Page, locale: "en" | "pt", url = E2E_BASE_URL) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url }]);
}
