"use server";

import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { perMinute } from "@/lib/rate-limit/limits";
import { passwordRefusalFailure } from "./confirm-password";
import { testSetting } from "./provider-tests";
import { revealSetting } from "./reveal-setting";
import { saveSetting } from "./settings";
import { revealSettingSchema, testSettingSchema, updateSettingSchema } from "./settings-schemas";

// spec 000 §2 Configurações: the admin settings. Every action checks the admin role on the server.

// Each test reaches a paid provider: a few per minute per admin.
const TEST_LIMIT = perMinute("admin:setting-test", 10, { error: "adminSettings.errors.rateLimited" });

// A secret's value leaves the server only here, one key at a time, when an admin asks to show it and
// types their password again; every request is audited (lib/admin/reveal-setting.ts).
export const revealSettingAction = adminAction(revealSettingSchema, async ({ key, password }, user) => {
  const outcome = await revealSetting({ id: user.id, email: user.email }, key, password);
  if (outcome.ok) return ok({ key, value: outcome.value });
  return outcome.reason === "unknown_setting" ? fail("adminSettings.errors.unknownSetting") : passwordRefusalFailure(outcome.reason);
});

export const updateSettingAction = adminAction(updateSettingSchema, async (input, user) => {
  const outcome = await saveSetting({ id: user.id, email: user.email }, input);
  if (!outcome.ok) return fail(`adminSettings.errors.${outcome.error}`);
  revalidatePath("/admin");
  return ok({ key: input.key, updatedAt: outcome.updatedAt });
});

export const testSettingAction = adminAction(testSettingSchema, async ({ key, value }) => testSetting(key, value), { limit: TEST_LIMIT });
