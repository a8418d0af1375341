// Smoke test of the e2e wiring: the fakes process (fixture store, fake OpenAI and Replicate, control
// endpoint) and the second app without AI keys.
import { E2E_FAKE_OPENAI_URL, E2E_FAKE_REPLICATE_URL } from "./env";
import { expect, test } from "./fixtures";
import { NOKEY_BASE_URL, fakeRequests, fakesHealth, resetFakes, setFakeModes, storeUrl, STORE_PRODUCT_IMAGE_URL } from "./wizard-support";

test.beforeEach(() => resetFakes());

test("the fixture store serves saved product pages and the failure cases", async ({ request }) => {
  const saved = await request.get(storeUrl("01-shopify-buykud.html"));
  expect(saved.status()).toBe(200);
  expect(saved.headers()["content-type"]).toContain("text/html");
  expect(await saved.text()).toContain("New Print Cotton Linen Dress Robe");

  const brazilian = await request.get(storeUrl("produto-br"));
  expect(await brazilian.text()).toContain('"priceCurrency":"BRL"');
  const image = await request.get(STORE_PRODUCT_IMAGE_URL);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect((await image.body()).readUInt32BE(16)).toBe(1200); // IHDR width

  for (const [file, status] of [
    ["missing", 404],
    ["forbidden", 403],
    ["broken", 500],
    ["no-product", 200],
    ["blog", 200],
  ] as const) {
    const response = await request.get(storeUrl(file));
    expect(response.status(), file).toBe(status);
    expect(response.headers()["content-type"], file).toContain("text/html");
  }
  expect((await fakeRequests()).store.map((entry) => entry.path)).toContain("/store/missing");
});

test("the fakes answer their health and switch modes", async ({ request }) => {
  expect(await fakesHealth()).toEqual({ ok: true, modes: { openai: "ok", replicate: "ok" } });

  const ask = () =>
    request.post(`${E2E_FAKE_OPENAI_URL}/chat/completions`, {
      headers: { authorization: "Bearer sk-test" },
      data: { model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] },
    });
  expect((await ask()).status()).toBe(200);
  expect(await setFakeModes({ openai: "error500" })).toEqual({ openai: "error500", replicate: "ok" });
  expect((await ask()).status()).toBe(500);
  expect((await fakeRequests()).openai).toHaveLength(2);
  await expect(setFakeModes({ openai: "nonsense" as never })).rejects.toThrow(/400/);

  const predict = () =>
    request.post(`${E2E_FAKE_REPLICATE_URL}/models/black-forest-labs/flux-schnell/predictions`, {
      headers: { authorization: "Bearer r8_test" },
      data: { input: { prompt: "a shoe" } },
    });
  expect((await predict()).status()).toBe(201);
  await setFakeModes({ replicate: "error500" });
  expect((await predict()).status()).toBe(500);

  expect(await resetFakes()).toEqual({ openai: "ok", replicate: "ok" });
  expect(await fakeRequests()).toEqual({ openai: [], replicate: { prompts: [], predictions: [] }, store: [] });
});

test("the app without AI keys serves the sign-in page", async ({ page }) => {
  await page.goto(`${NOKEY_BASE_URL}/auth`);
  await expect(page.getByRole("button", { name: "Sign in", exact: true }).last()).toBeVisible();
  const health = await page.request.get(`${NOKEY_BASE_URL}/api/health`);
  expect(health.ok()).toBe(true);
});
