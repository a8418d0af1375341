import { adminTabOf } from "@/components/admin/admin-tab-names";
import { createUserSchema, updateUserPlanSchema, usersQuerySchema } from "@/lib/admin/users-schemas";

const userId = "8f0e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";

describe("createUserSchema (spec 000 §5)", () => {
  const valid = { fullName: " Ana ", email: " Ana@Example.COM ", password: "123456", planType: "starter" };

  it("accepts a name, an e-mail, a password of 6 characters and a plan, trimmed and lower-cased", () => {
    expect(createUserSchema.parse(valid)).toEqual({ fullName: "Ana", email: "ana@example.com", password: "123456", planType: "starter" });
  });

  it.each([
    [{ password: "12345" }, "password"],
    [{ fullName: "   " }, "fullName"],
    [{ email: "ana" }, "email"],
    [{ planType: "gold" }, "planType"],
    [{ planType: undefined }, "planType"],
  ])("refuses %o", (change, field) => {
    const result = createUserSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe("updateUserPlanSchema", () => {
  it("accepts 0 to 999999 (unlimited)", () => {
    expect(updateUserPlanSchema.safeParse({ userId, planType: "pro", campaignLimit: 999999 }).success).toBe(true);
    expect(updateUserPlanSchema.safeParse({ userId, planType: "free", campaignLimit: 0 }).success).toBe(true);
  });

  it.each([-1, 1.5, 1_000_000, Number.NaN, "5"])("refuses the limit %p with the limit message", (campaignLimit) => {
    const result = updateUserPlanSchema.safeParse({ userId, planType: "pro", campaignLimit });
    expect(result.error?.issues[0]?.message).toBe("admin.users.errors.limitInvalid");
  });

  it("refuses a user id that is not a uuid", () => {
    expect(updateUserPlanSchema.safeParse({ userId: "1", planType: "pro", campaignLimit: 1 }).success).toBe(false);
  });
});

describe("usersQuerySchema", () => {
  it("reads ?q= and ?page= from the URL", () => {
    expect(usersQuerySchema.parse({ q: "  maria ", page: "3" })).toEqual({ q: "maria", page: 3 });
  });

  it("falls back to page 1 and no search for anything odd", () => {
    expect(usersQuerySchema.parse({})).toEqual({ q: "", page: 1 });
    expect(usersQuerySchema.parse({ page: "-2" })).toEqual({ q: "", page: 1 });
    expect(usersQuerySchema.parse({ page: "abc", q: ["a", "b"] })).toEqual({ q: "a", page: 1 });
    expect(usersQuerySchema.parse({ q: "x".repeat(500) })).toEqual({ q: "", page: 1 });
  });
});

describe("adminTabOf", () => {
  it("keeps a known tab and falls back to the settings tab", () => {
    expect(adminTabOf("users")).toBe("users");
    expect(adminTabOf(["campaigns"])).toBe("campaigns");
    expect(adminTabOf("nope")).toBe("settings");
    expect(adminTabOf(undefined)).toBe("settings");
  });
});
