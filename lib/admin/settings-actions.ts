"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { perMinute } from "@/lib/rate-limit/limits";
import { testSetting } from "./provider-tests";
import { listSettingViews, revealSettingValue, saveSetting } from "./settings";
import { settingKeySchema, testSettingSchema, updateSettingSchema } from "./settings-schemas";

// spec 000 §2 Configurações: the admin settings. Every action checks the admin role on the server.

// Each test reaches a paid provider: a few per minute per admin.
const TEST_LIMIT = perMinute("admin:setting-test", 10, { error: "adminSettings.errors.rateLimited" });

export const listSettingsAction = adminAction(z.object({}), async () => ok(await listSettingViews()));

// A secret's value leaves the server only here, one key at a time, when an admin asks to show it.
export const revealSettingAction = adminAction(settingKeySchema, async ({ key }) => {
  const value = await revealSettingValue(key);
  return value === null ? fail("adminSettings.errors.unknownSetting") : ok({ key, value });
});

export const updateSettingAction = adminAction(updateSettingSchema, async (input, user) => {
  const outcome = await saveSetting({ id: user.id, email: user.email }, input);
  if (!outcome.ok) return fail(`adminSettings.errors.${outcome.error}`);
  revalidatePath("/admin");
  return ok({ key: input.key, updatedAt: outcome.updatedAt });
});

export const testSettingAction = adminAction(testSettingSchema, async ({ key, value }) => testSetting(key, value), { limit: TEST_LIMIT });
