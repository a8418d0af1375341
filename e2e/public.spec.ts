import { expect, test } from "./fixtures";

test("the landing demo simulates a generation, then shows the sample ad", async ({ page }) => {
  await page.goto("/");
  // "Start Free" opens the Sign up tab (issue 15).
  await expect(page.getByRole("link", { name: "Start Free" }).first()).toHaveAttribute("href", "/auth?tab=sign-up");
  await page.getByRole("button", { name: "View Live Demo" }).click();
  await page.getByLabel("Product URL").fill("anything at all");
  await page.getByRole("button", { name: "Generate campaign" }).click();
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  const ad = page.getByRole("article", { name: "Sample generated ad" });
  await expect(ad).toBeVisible({ timeout: 5000 });
  await expect(ad.getByText("Sponsored")).toBeVisible();
  await expect(ad.getByText("Entrepreneurs aged 25-45")).toBeVisible();
  await expect(ad.getByText("Conversions")).toBeVisible();
  await page.getByRole("button", { name: "Hide Live Demo" }).click();
  await expect(ad).toBeHidden();
  await page.getByRole("link", { name: "Start 7-Day Free Trial" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
});

test("the contact form requires every field, then sends and clears", async ({ page }) => {
  await page.goto("/contato");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("This field is required.")).toHaveCount(4);
  await page.getByLabel("Name").fill("Carlos");
  await page.getByLabel("E-mail").fill("carlos@");
  await page.getByLabel("Subject").fill("Question about plans");
  await page.getByLabel("Message").fill("Do you support Shopify stores?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await page.getByLabel("E-mail").fill("carlos@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent!", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByText("Sat: 9h-12h")).toBeVisible();
});

test("an unknown path shows the not-found page with a way home", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  // Chromium logs the 404 status of the document itself; that one is the point of this test.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404")]);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("switching to Portuguese translates the page and is remembered", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("combobox", { name: "Language" }).selectOption("pt");
  await expect(page.getByRole("link", { name: "Começar Grátis" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Cadastrar" })).toBeVisible();
  await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
  await expect(page.getByRole("tab", { name: "Sign up" })).toBeVisible();
});

test("the legal pages carry their sections", async ({ page }) => {
  for (const [path, count] of [
    ["/politica-privacidade", 8],
    ["/termos-servico", 11],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveCount(count);
  }
  await page.goto("/exclusao-dados-usuario");
  await expect(page.getByText(/30 days/).first()).toBeVisible();
  await expect(page.getByText(/5 business days/).first()).toBeVisible();
});

test("pages carry a nonce-based Content-Security-Policy and refuse framing", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("F8 moves focus to the notifications, where a toast can be dismissed", async ({ page }) => {
  await page.goto("/contato");
  await page.getByLabel("Name").fill("Carlos");
  await page.getByLabel("E-mail").fill("carlos@example.com");
  await page.getByLabel("Subject").fill("F8");
  await page.getByLabel("Message").fill("Testing the notifications area.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent!", { exact: true })).toBeVisible();
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(page.getByText("Message sent!", { exact: true })).toBeHidden();
});

test("Start Free opens the sign-up form", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Free" }).first().click();
  await expect(page.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Full name")).toBeVisible();
});
