// Helpers for the campaign wizard's end-to-end tests: the fakes process's control endpoint
// (e2e/fakes/serve.ts), the fixture store's addresses and the app without AI keys.
import { E2E_FAKES_URL, E2E_NOKEY_PORT, E2E_STORE_URL } from "./env";
import type { FakeModes, RecordedRequests } from "./fakes/serve";

export type { FakeModes, RecordedRequests };

/** The app started without OpenAI and Replicate settings (same build, its own embedded database). */
export const NOKEY_BASE_URL = `http://localhost:${E2E_NOKEY_PORT}`;

/**
 * A page on the fixture store: a saved product page's file name from
 * ../shared/fixtures/product-pages/manifest.json (e.g. "01-shopify-buykud.html"), or one of the made-up
 * pages: "produto-br" (a Brazilian store's product in BRL, its image served by the store),
 * "no-product" (a page with no product), "title-only" (a product page with only its name), "missing" (404), "forbidden" (403), "broken" (500),
 * "not-html" (JSON), "redirect?to=<page>" (302). `delay` holds the answer back, in milliseconds (≤ 15 s).
 */
export function storeUrl(file: string, options: { delay?: number } = {}): string {
  const url = new URL(`/store/${file}`, E2E_STORE_URL);
  if (options.delay) url.searchParams.set("delay", String(options.delay));
  return url.toString();
}

/** The 1200x1200 PNG the fixture store serves as its product image. */
export const STORE_PRODUCT_IMAGE_URL = storeUrl("images/product.png");

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_FAKES_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fakes ${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * Switches the fakes' behaviour for the next requests from the apps.
 * openai: "ok" | "error500" | "invalid_json" | "too_long"; replicate: "ok" | "failed" | "error500" | "not_an_image".
 */
export const setFakeModes = (modes: Partial<FakeModes>) => control<FakeModes>("POST", "/mode", modes);

/** Both fakes back to "ok" and the recorded requests cleared: call it in beforeEach. */
export const resetFakes = () => control<FakeModes>("POST", "/reset");

/** What the apps asked the fakes since the last reset (OpenAI request bodies, Replicate prompts, store paths). */
export const fakeRequests = () => control<RecordedRequests>("GET", "/requests");

export const clearFakeRequests = () => control<void>("DELETE", "/requests");

export const fakesHealth = () => control<{ ok: true; modes: FakeModes }>("GET", "/health");
