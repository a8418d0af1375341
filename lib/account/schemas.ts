import { z } from "zod";
import { signInSchema } from "@/lib/auth/schemas";

// Shared by the forms and the actions. Messages are message keys.

/** "Delete my account": the password, checked like a sign-in's. */
export const deleteMyAccountSchema = z.object({ password: signInSchema.shape.password });
export type DeleteMyAccountInput = z.input<typeof deleteMyAccountSchema>;

const userId = z.uuid({ error: "admin.users.errors.notFound" });

/** An admin deleting someone's account: another admin's only with the acting admin's password. */
export const deleteUserSchema = z.object({ userId, password: signInSchema.shape.password.optional() });
export type DeleteUserInput = z.input<typeof deleteUserSchema>;

/** An admin disabling or enabling someone's account. */
export const setUserDisabledSchema = z.object({ userId, disabled: z.boolean() });
export type SetUserDisabledInput = z.input<typeof setUserDisabledSchema>;
