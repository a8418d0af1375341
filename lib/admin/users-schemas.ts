import { z } from "zod";
import { signUpSchema } from "@/lib/auth/schemas";
import { UNLIMITED_CAMPAIGNS } from "@/lib/plans/constants";

// Shared by the admin forms (zodResolver) and the admin actions. Messages are message keys.
export const USERS_PAGE_SIZE = 25;

export const planTypeSchema = z.enum(["free", "starter", "pro"], { error: "admin.users.errors.planInvalid" });

// spec 000 §5: admin create-user needs fullName, e-mail and a password of at least 6 characters,
// the same rules as sign-up, plus the plan the new user starts on.
export const createUserSchema = signUpSchema.extend({ planType: planTypeSchema });
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

export const updateUserPlanSchema = z.object({
  userId: z.uuid({ error: "admin.users.errors.notFound" }),
  planType: planTypeSchema,
  campaignLimit: z
    .number({ error: "admin.users.errors.limitInvalid" })
    .int({ error: "admin.users.errors.limitInvalid" })
    .min(0, { error: "admin.users.errors.limitInvalid" })
    .max(UNLIMITED_CAMPAIGNS, { error: "admin.users.errors.limitInvalid" }),
});
export type UpdateUserPlanInput = z.input<typeof updateUserPlanSchema>;

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The users tab's search and page from the URL (?q=&page=); anything odd falls back to page 1, no search. */
export const usersQuerySchema = z.object({
  q: z.preprocess(firstOf, z.string().trim().max(200).catch("")).default(""),
  page: z.preprocess(firstOf, z.coerce.number().int().min(1).max(100_000).catch(1)).default(1),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;
