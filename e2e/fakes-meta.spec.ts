// Smoke test of the fake Meta in the e2e fakes process: its login dialog in the browser, Graph calls
// on its fixed port, and the wizard-support helpers that control it.
import { E2E_FAKE_META_URL, E2E_META_APP } from "./env";
import { expect, test } from "./fixtures";
import { fakeMetaCalls, fakeMetaState, metaFailOnce, metaIssueToken, metaSettings, resetFakes } from "./wizard-support";

test.beforeEach(() => resetFakes());

test("the fake Meta's dialog continues as the configured person and returns to the app with a code", async ({ page }) => {
  await metaSettings({ userName: "Carla Dias" });
  const dialog = new URL(`${E2E_FAKE_META_URL}/v26.0/dialog/oauth`);
  dialog.search = new URLSearchParams({
    client_id: E2E_META_APP.id,
    redirect_uri: `${E2E_FAKE_META_URL}/fake-cdn/avatar.png`,
    state: "st",
    scope: "ads_management",
    response_type: "code",
  }).toString();
  await page.goto(dialog.toString());
  await expect(page.getByRole("heading", { name: "Log in with Facebook (fake)" })).toBeVisible();
  await page.getByRole("button", { name: "Continue as Carla Dias" }).click();
  await expect(page).toHaveURL(/\/fake-cdn\/avatar\.png\?code=AQfake\w+&state=st/);
  expect((await fakeMetaCalls()).dialog).toBe(2);
});

test("Graph calls answer on the fixed port, fail when told to, and resetFakes clears the fake Meta", async ({ request }) => {
  const { access_token } = await metaIssueToken();
  const accounts = () =>
    request.get(`${E2E_FAKE_META_URL}/v26.0/me/adaccounts`, {
      headers: { authorization: `Bearer ${access_token}` },
      params: { fields: "name,account_status" },
    });
  expect((await (await accounts()).json()).data).toEqual([
    { id: "act_120210000000001", name: "Loja Passo Firme", account_status: 1 },
    { id: "act_120210000000002", name: "Conta Antiga", account_status: 2 },
  ]);
  await metaFailOnce({ step: "adaccounts" });
  expect((await accounts()).status()).toBe(500);
  expect((await fakeMetaState()).calls.adaccounts).toBe(2);

  await resetFakes();
  expect((await fakeMetaState()).calls).toEqual({});
  expect((await accounts()).status()).toBe(400); // the issued token is gone with the reset
});
