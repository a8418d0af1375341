import { E2E_NOKEY_PORT } from "./env";
import { expect, test } from "./fixtures";
import { signedInSeller } from "./helpers";

// Through the app's own server with no proxy in front (the no-key app: server/serve.js, TRUST_PROXY_HOPS
// 0): the client's address is the socket's, so a client cannot pick another one by writing X-Forwarded-For.
test("rotating X-Forwarded-For does not reset a per-address limit", async ({ request }) => {
  const statuses: number[] = [];
  // Meta's deauthorize callback: 60 calls a minute per address; an unsigned body is refused (400) until then.
  for (let i = 0; i < 70; i++) {
    const response = await request.post(`http://localhost:${E2E_NOKEY_PORT}/api/meta/deauthorize`, {
      form: { signed_request: "not.signed" },
      headers: { "X-Forwarded-For": `203.0.113.${i}`, "X-Real-IP": `198.51.100.${i}` },
    });
    statuses.push(response.status());
  }
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal, statuses.join(",")).toBeGreaterThan(-1);
  expect(
    statuses.slice(firstRefusal).every((status) => status === 429),
    statuses.join(","),
  ).toBe(true);
  expect(statuses).not.toContain(500);
});

test("a GET to the sign-out address leaves a valid session signed in", async ({ page }) => {
  await signedInSeller(page);
  await page.goto("/api/session/end");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
});

test("a write from another origin is refused and a malformed path is not a server error", async ({ page, request }) => {
  await signedInSeller(page);
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const crossOrigin = await request.post("/api/profile/avatar", {
    data: Buffer.from("not an image"),
    headers: { Cookie: cookies, Origin: "http://localhost:3999", "Content-Type": "image/png" },
  });
  expect(crossOrigin.status()).toBe(403);
  expect(await crossOrigin.json()).toEqual({ ok: false, error: "errors.crossOrigin" });
  const malformed = await request.get("/api/uploads/%E0%A4%A");
  expect(malformed.status()).toBeLessThan(500);
});
