import { expect, test } from "./fixtures";
import { chooseLocale, confirmationLinkFor, confirmedAccount, expectNoSeriousA11yViolations, newEmail, outboxFor, PASSWORD, signIn, signUp } from "./helpers";

test("a new seller signs up, confirms from the e-mail, signs in, moves around and signs out", async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await expect(page.getByText("Check your e-mail to confirm the account.", { exact: true })).toBeVisible();

  // Before confirming, sign-in is refused with a clear message.
  await signIn(page, email);
  await expect(page.getByText("Confirm your e-mail before signing in: open the link we sent to your inbox.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The first link is lost; the seller asks for a new one right there.
  const resend = page.getByRole("form", { name: "Didn't get the e-mail?" });
  await expect(resend.getByLabel("E-mail")).toHaveValue(email);
  await resend.getByRole("button", { name: "Resend confirmation e-mail" }).click();
  await expect(page.getByText("E-mail sent", { exact: true })).toBeVisible();
  // The answer comes before the mail (a job sends it): wait for the second link, the only one that works.
  await expect.poll(() => outboxFor(email).length).toBe(2);

  // The link asks for the sign-up's password (issue 29): a wrong one confirms nothing and says what to do.
  const link = await confirmationLinkFor(email);
  await page.goto(link);
  const confirming = page.getByRole("form", { name: "Confirm your e-mail" });
  await expect(confirming.getByLabel("E-mail")).toHaveValue(email);
  await confirming.getByLabel("Password").fill("not-the-password");
  await confirming.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(confirming.getByText("This is not the password chosen at the last sign-up with this e-mail.", { exact: false })).toBeVisible();
  await expect(confirming.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(confirming.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/auth?tab=sign-up");
  await confirming.getByLabel("Password").fill(PASSWORD);
  await confirming.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("plan-badge")).toHaveText("Free");

  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.getByRole("link", { name: "Campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole("heading", { name: "My Campaigns" })).toBeVisible();
  await nav.getByRole("link", { name: "New Campaign" }).click();
  await expect(page).toHaveURL(/\/campaign\/new$/);
  await nav.getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  // Not an admin: no API Test link, no Admin Dashboard entry.
  await expect(page.getByRole("link", { name: "API Test" })).toHaveCount(0);

  await page.getByRole("button", { name: "User menu" }).click();
  // The menu loads on first use: once it shows its items, it has none for the admin.
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been signed out successfully.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This confirmation link was already used")).toBeVisible();
});

test("a wrong password is refused with the spec's message", async ({ page }) => {
  const email = newEmail();
  await confirmedAccount(email);
  await signIn(page, email, "not-the-password");
  await expect(page.getByText("Sign-in failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Authentication error: Please check your credentials and try again.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a second sign-up with a registered e-mail looks like the first; the owner is told by e-mail", async ({ page }) => {
  const email = newEmail();
  await confirmedAccount(email);
  // A stranger cannot learn that the address is registered: the answer is the same.
  await signUp(page, email, "Someone Else");
  await expect(page.getByText("Check your e-mail to confirm the account.", { exact: true })).toBeVisible();
  await expect.poll(() => outboxFor(email).map((mail) => mail.subject)).toContain("Someone tried to sign up with your AdCampaign e-mail");
});

test("the sign-up form explains bad input before sending it", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Full name is required.")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
});

test("a made-up confirmation link is refused", async ({ page }) => {
  await page.goto("/auth/confirm?token=made-up-token-that-does-not-exist");
  await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();
});

test("the confirmation page on a phone in Portuguese: the password, a clear refusal, then the dashboard", async ({ page }, info) => {
  const email = newEmail();
  await signUp(page, email);
  await chooseLocale(page, "pt");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(await confirmationLinkFor(email));
  const confirming = page.getByRole("form", { name: "Confirme seu e-mail" });
  await expect(confirming.getByLabel("E-mail")).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);
  await confirming.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(confirming.getByText("A senha é obrigatória.")).toBeVisible();
  await confirming.getByLabel("Senha").fill("nao-e-a-senha");
  await confirming.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(confirming.getByText("Esta não é a senha escolhida no último cadastro com este e-mail.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("confirm-email-pt-375.png"), fullPage: true });
  await confirming.getByLabel("Senha").fill(PASSWORD);
  await confirming.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
