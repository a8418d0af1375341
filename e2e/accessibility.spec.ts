import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signedInSeller } from "./helpers";

test("the landing page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "View Live Demo" }).click();
  await expectNoSeriousA11yViolations(page);
});

test("the auth page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/auth");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expectNoSeriousA11yViolations(page);
});

test("the signed-in shell has no serious violations and works on a phone", async ({ page }) => {
  await signedInSeller(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expectNoSeriousA11yViolations(page);
});

test("the user menu works from the keyboard alone", async ({ page }) => {
  await signedInSeller(page);
  await page.getByRole("button", { name: "User menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // The key press lands once the menu is ready: the focus says where Enter will go.
  await expect(page.getByRole("menuitem", { name: "Plans" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/plans$/);
});
