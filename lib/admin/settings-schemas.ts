import { z } from "zod";
import { signInSchema } from "@/lib/auth/schemas";
import { SETTING_DESCRIPTION_MAX, SETTING_KEY_PATTERN, SETTING_VALUE_MAX, settingDefinition } from "@/lib/settings/definitions";

// The inputs of the admin settings actions (spec 000 §2 Configurações, §5).

const settingKey = z.string().trim().regex(SETTING_KEY_PATTERN, { error: "adminSettings.errors.unknownSetting" });

// One line, no spaces: API keys, model names, ids and versions never hold any.
const settingValue = z
  .string()
  .trim()
  .max(SETTING_VALUE_MAX, { error: "adminSettings.errors.valueTooLong" })
  .regex(/^\S*$/, { error: "adminSettings.errors.invalidValue" });

export const settingKeySchema = z.object({ key: settingKey });

/** Showing a saved value: the admin's password again (issue 29). */
export const revealSettingSchema = settingKeySchema.extend({ password: signInSchema.shape.password });

export const updateSettingSchema = z
  .object({
    key: settingKey,
    // Left out: keep the saved value (a masked secret the admin did not touch). "" clears it.
    value: settingValue.optional(),
    description: z
      .string()
      .trim()
      .max(SETTING_DESCRIPTION_MAX, { error: "adminSettings.errors.descriptionTooLong" })
      .transform((text) => text || null)
      .nullable()
      .optional(),
  })
  .superRefine((input, context) => {
    const pattern = settingDefinition(input.key)?.pattern;
    if (input.value && pattern && !pattern.test(input.value)) {
      context.addIssue({ code: "custom", path: ["value"], message: "adminSettings.errors.invalidValue" });
    }
  });

// spec 000 §5: the test uses the value being edited when given, else the saved one.
export const testSettingSchema = z.object({
  key: settingKey,
  value: z.string().trim().max(SETTING_VALUE_MAX, { error: "adminSettings.errors.valueTooLong" }).optional(),
});

export type UpdateSettingInput = z.input<typeof updateSettingSchema>;
export type RevealSettingInput = z.input<typeof revealSettingSchema>;
export type TestSettingInput = z.input<typeof testSettingSchema>;
