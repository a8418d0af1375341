import { z } from "zod";

// spec 000 §5: only the full name may be edited; it is trimmed and may not be blank.
export const profileNameSchema = z.object({
  fullName: z.string().trim().min(1, { error: "profilePage.errors.nameRequired" }).max(120, { error: "profilePage.errors.nameTooLong" }),
});

export type ProfileNameInput = z.input<typeof profileNameSchema>;
