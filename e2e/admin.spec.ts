// Administration (000 §2 Admin dashboard, API test) through an admin's and a seller's eyes.
import { seedCampaigns } from "./db";
import { E2E_ADMIN } from "./env";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, newEmail, signIn, signUpConfirmAndSignIn } from "./helpers";

test("an admin creates a user, gives them a plan, and the limit applies on the user's dashboard", async ({ page, browser }) => {
  const seller = await signUpConfirmAndSignIn(page, newEmail("owner"));
  await seedCampaigns(seller, [{ productName: "Garrafa Térmica Admin" }]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/admin?tab=users");
  await expect(admin.getByRole("tab", { name: "Usuários" })).toHaveAttribute("aria-selected", "true");

  const created = newEmail("created");
  await admin.getByRole("button", { name: "Create user" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Bruno Lima");
  await dialog.getByLabel("E-mail").fill(created);
  await dialog.getByLabel("Password").fill("secret123");
  await dialog.getByLabel("Plan").selectOption("starter");
  await dialog.getByRole("button", { name: "Create user" }).click();
  const toasts = admin.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("User created", { exact: true })).toBeVisible();

  // The new user's plan: Pro proposes its default limit; the admin sets 7.
  await admin.getByRole("searchbox").or(admin.getByLabel("Search users by name or e-mail")).first().fill(created);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByLabel(`Plan for ${created}`, { exact: true }).selectOption("pro");
  await admin.getByLabel(`Campaign limit for ${created}`, { exact: true }).fill("7");
  await admin.getByRole("button", { name: `Save plan for ${created}` }).click();
  await expect(toasts.getByText("Plan updated", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // The campaigns tab lists campaigns across users with their owners.
  await admin.getByRole("tab", { name: "Campanhas" }).click();
  await expect(admin.getByText("Garrafa Térmica Admin")).toBeVisible();
  // The audit log says who changed what.
  await expect(admin.getByText(created).first()).toBeVisible();
  await adminContext.close();

  // The created user signs in with the password the admin chose and sees the plan's limit.
  await page.context().clearCookies();
  await signIn(page, created, "secret123");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/campaign/new");
  await expect(page.getByText("You have used 0 of 7 campaigns on the Pro plan.")).toBeVisible();
});

test("a non-admin is sent away from /admin and /api-test", async ({ page }) => {
  await signUpConfirmAndSignIn(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/api-test");
  await expect(page).toHaveURL(/\/dashboard$/);
});
