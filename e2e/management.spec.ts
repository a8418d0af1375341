import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { signUpConfirmAndSignIn } from "./helpers";

test("a new seller's dashboard shows the empty states and the way to create a campaign", async ({ page }) => {
  await signUpConfirmAndSignIn(page);
  await expect(page.getByRole("heading", { name: "Welcome, Ana Souza!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create campaign" })).toHaveAttribute("href", "/campaign/new");
  await expect(page.getByText("0 campaign(s) found")).toBeVisible();
  await expect(page.getByText("You don't have any campaigns yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your first campaign" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by product name" }).fill("tênis");
  await expect(page.getByText("No campaigns match your search.")).toBeVisible();
  // Without campaigns linked to Meta there is nothing to read; refreshing still works.
  await page.getByRole("button", { name: "Refresh data" }).click();
  await expect(page.getByRole("button", { name: "Refresh data" })).toBeEnabled();

  await page.goto("/campaigns");
  await expect(page.getByText("Total: 0 campaigns")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Campaign" })).toBeVisible();
});

test("a campaign id that is not the user's leads back to the list with an error", async ({ page }) => {
  await signUpConfirmAndSignIn(page);
  await page.goto(`/campaign/view/${randomUUID()}`);
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByText("Error loading campaign", { exact: true })).toBeVisible();
  await page.goto(`/campaigns/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to campaigns" }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.goto("/campaigns/not-a-uuid");
  await expect(page.getByRole("heading", { name: "Campaign not found" })).toBeVisible();
});

test("the plans page shows the three plans in Portuguese, with the current one marked", async ({ page }) => {
  await signUpConfirmAndSignIn(page);
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Planos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Plano Atual" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Em Breve", exact: true })).toHaveCount(2);
  await expect(page.getByText("Recomendado")).toBeVisible();
  await expect(page.getByRole("button", { name: "Falar com Especialista - Em Breve" })).toBeDisabled();
});

test("the seller edits the full name on the profile; a blank name cannot be saved", async ({ page }) => {
  await signUpConfirmAndSignIn(page);
  await page.goto("/profile");
  await expect(page.getByText("O e-mail não pode ser alterado")).toBeVisible();
  await expect(page.getByText("FREE", { exact: true })).toBeVisible();
  await expect(page.getByText("1 campanha", { exact: true })).toBeVisible();
  await expect(page.getByText("Não conectado")).toBeVisible();
  const name = page.getByLabel("Nome completo");
  await name.fill("   ");
  await expect(page.getByRole("button", { name: "Salvar alterações" })).toBeDisabled();
  await name.fill("  Ana Paula Souza  ");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Perfil atualizado", { exact: true })).toBeVisible();
  await expect(name).toHaveValue("Ana Paula Souza");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Ana Paula Souza!" })).toBeVisible();
});
