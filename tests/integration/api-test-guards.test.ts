import { existsSync } from "node:fs";
import path from "node:path";
import { startFakeMeta, FAKE_META_APP, type FakeMeta } from "@/e2e/fakes/meta";
import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import { FAKE_REPLICATE_TOKEN, startFakeReplicate, type FakeReplicate } from "@/e2e/fakes/replicate";
import ApiTestPage from "@/app/(app)/api-test/page";
import type { ActionResult } from "@/lib/actions/result";
import { extractionTestAction, metaTestAction, openAITestAction, replicateTestAction } from "@/lib/admin/api-test-actions";
import { env } from "@/lib/env";
import { actAs, makeAccount, settingsState } from "./admin-settings-helpers";
import type { TestUser } from "./factories";
import { startStore, type StoreServer } from "./api-test-helpers";

// spec 000 §2, §6; issue 6: /api-test sends non-admins away, and every test behind it, called directly
// by an anonymous client or a signed-in non-admin, is refused and reaches no provider.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

let openai: FakeOpenAI;
let replicate: FakeReplicate;
let meta: FakeMeta;
let store: StoreServer;
let nonAdmin: TestUser;
const saved = { ...env };

beforeAll(async () => {
  [openai, replicate, meta, store] = await Promise.all([startFakeOpenAI(), startFakeReplicate(), startFakeMeta(), startStore()]);
  // Every provider is configured, so a leak would reach it.
  Object.assign(env, {
    OPENAI_API_KEY: FAKE_OPENAI_KEY,
    OPENAI_BASE_URL: openai.url,
    REPLICATE_API_TOKEN: FAKE_REPLICATE_TOKEN,
    REPLICATE_BASE_URL: replicate.url,
    META_GRAPH_BASE_URL: meta.url,
    META_APP_ID: FAKE_META_APP.id,
    META_APP_SECRET: FAKE_META_APP.secret,
  });
  nonAdmin = await makeAccount({ admin: false });
});
afterAll(async () => {
  Object.assign(env, saved);
  await Promise.all([openai.close(), replicate.close(), meta.close(), store.close()]);
});

const outside = () => ({ openai: openai.requests.length, replicate: replicate.prompts.length, meta: meta.state.calls.debug_token ?? 0, store: store.hits() });

async function expectRefused(call: () => Promise<ActionResult<unknown>>) {
  const [before, calls] = [await settingsState(), outside()];
  actAs(null);
  expect(await call()).toEqual({ ok: false, error: "errors.unauthorized" });
  actAs(nonAdmin);
  expect(await call()).toEqual({ ok: false, error: "errors.forbidden" });
  expect(await settingsState()).toEqual(before);
  expect(outside()).toEqual(calls);
}

describe("/api-test refuses anyone but an admin", () => {
  it("the page sends a signed-in non-admin to /dashboard", async () => {
    actAs(nonAdmin);
    await expect(ApiTestPage()).rejects.toMatchObject({ digest: expect.stringContaining(";/dashboard;") });
  });

  it("OpenAI test", async () => {
    await expectRefused(() => openAITestAction({ prompt: "Diga olá" }));
  });

  it("extraction test", async () => {
    await expectRefused(() => extractionTestAction({ url: store.url }));
  });

  it("Replicate test", async () => {
    await expectRefused(() => replicateTestAction({ prompt: "a white shoe" }));
    expect(existsSync(path.join(env.DATA_DIR, "uploads", "media", nonAdmin.id))).toBe(false);
  });

  it("Meta test", async () => {
    await expectRefused(() => metaTestAction({ message: "Teste de conexão" }));
  });
});
