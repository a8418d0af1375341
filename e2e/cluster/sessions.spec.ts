// Across app processes (npm run test:cluster): a session ended on one process is ended on the other at
// once (issue 14). nginx tags each answer with the process that gave it.
import { expect, test } from "../fixtures";
import { signUpConfirmAndSignIn } from "../helpers";

/** GET /profile a few times with the page's cookies, not following redirects: status per process. */
async function profileAnswers(page: import("@playwright/test").Page) {
  const answers = new Map<string, Set<number>>();
  for (let i = 0; i < 8; i++) {
    const response = await page.request.get("/profile", { maxRedirects: 0 });
    const upstream = response.headers()["x-upstream"] ?? "?";
    answers.set(upstream, (answers.get(upstream) ?? new Set()).add(response.status()));
  }
  return answers;
}

test("signing out on one process ends the session on both", async ({ page, browser }) => {
  await signUpConfirmAndSignIn(page);
  const copied = await page.context().cookies();

  const before = await profileAnswers(page);
  expect(before.size, "requests reached both processes").toBe(2);
  for (const statuses of before.values()) expect([...statuses]).toEqual([200]);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The old cookie, replayed from elsewhere: both processes refuse it (a redirect, never the page).
  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const after = await profileAnswers(await thief.newPage());
  expect(after.size, "requests reached both processes").toBe(2);
  for (const statuses of after.values()) expect([...statuses].every((status) => status >= 300 && status < 400)).toBe(true);
  await thief.close();
});
