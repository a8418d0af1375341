import { expect, test } from "./fixtures";
import { E2E_ADMIN, E2E_BASE_URL } from "./env";
import { signIn, signedInSeller } from "./helpers";

test("signed-out visitors are sent to /auth from every signed-in route", async ({ page }) => {
  for (const path of [
    "/dashboard",
    "/campaigns",
    "/campaign/new",
    "/campaigns/123",
    "/integrations",
    "/api-test",
    "/profile",
    "/plans",
    "/settings",
    "/admin",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth$/);
  }
});

test("a signed-in user: / shows the dashboard, /auth and /admin and /api-test lead to /dashboard", async ({ page }) => {
  await signedInSeller(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your Campaigns" })).toBeVisible();
  for (const path of ["/auth", "/admin", "/api-test"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
});

test("the first-start admin reaches /admin and /api-test and sees the admin links", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "API Test" })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.goto("/api-test");
  await expect(page.getByRole("heading", { name: "API Tests" })).toBeVisible();
});

test("a forged session cookie gets nothing", async ({ page, context }) => {
  await context.addCookies([{ name: "authjs.session-token", value: "forged.token.value", url: E2E_BASE_URL }]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});
