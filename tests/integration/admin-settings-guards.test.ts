import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from "@/e2e/fakes/openai";
import type { ActionResult } from "@/lib/actions/result";
import { saveSetting } from "@/lib/admin/settings";
import { revealSettingAction, testSettingAction, updateSettingAction } from "@/lib/admin/settings-actions";
import { env } from "@/lib/env";
import { actAs, makeAccount, settingsState } from "./admin-settings-helpers";
import type { TestUser } from "./factories";

// Issue 6: every admin settings action, called by an anonymous client and by a signed-in non-admin, is
// refused and changes nothing.
jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

let fake: FakeOpenAI;
let nonAdmin: TestUser;
const savedBaseUrl = env.OPENAI_BASE_URL;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  env.OPENAI_BASE_URL = fake.url;
  const admin = await makeAccount({ admin: true });
  await saveSetting(admin, { key: "openai_api_key", value: FAKE_OPENAI_KEY, description: "Chave de produção" });
  nonAdmin = await makeAccount({ admin: false });
});
afterAll(async () => {
  env.OPENAI_BASE_URL = savedBaseUrl;
  await fake.close();
});

/** Calls the action as nobody, then as a non-admin: both refused, nothing changed, nothing sent out. */
async function expectRefused(call: () => Promise<ActionResult<unknown>>) {
  const before = await settingsState();
  const requests = fake.requests.length;
  actAs(null);
  expect(await call()).toEqual({ ok: false, error: "errors.unauthorized" });
  actAs(nonAdmin);
  expect(await call()).toEqual({ ok: false, error: "errors.forbidden" });
  expect(await settingsState()).toEqual(before);
  expect(fake.requests.length).toBe(requests);
}

describe("admin settings actions refuse anyone but an admin", () => {
  it("reveal", async () => {
    await expectRefused(() => revealSettingAction({ key: "openai_api_key", password: "secret123" }));
  });

  it("update", async () => {
    await expectRefused(() => updateSettingAction({ key: "openai_api_key", value: "sk-attacker", description: "mine now" }));
    await expectRefused(() => updateSettingAction({ key: "openai_model", value: "gpt-attacker" }));
  });

  it("test", async () => {
    await expectRefused(() => testSettingAction({ key: "openai_api_key" }));
    await expectRefused(() => testSettingAction({ key: "openai_api_key", value: "sk-guess" }));
  });
});
