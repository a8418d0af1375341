import { expect, test } from "./fixtures";
import { confirmationLinkFor, newEmail, outboxFor, signIn, signUp } from "./helpers";

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

  const link = await confirmationLinkFor(email);
  await page.goto(link);
  await expect(page.getByText("Your e-mail is confirmed. You can sign in now.")).toBeVisible();

  await signIn(page, email);
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
  await signUp(page, email);
  await page.goto(await confirmationLinkFor(email));
  await signIn(page, email, "not-the-password");
  await expect(page.getByText("Sign-in failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Authentication error: Please check your credentials and try again.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a second sign-up with a registered e-mail looks like the first; the owner is told by e-mail", async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await page.goto(await confirmationLinkFor(email));
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
