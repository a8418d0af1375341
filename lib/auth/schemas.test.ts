import { signInSchema, signUpSchema } from "./schemas";

describe("signUpSchema", () => {
  it("rejects a password shorter than 6 characters", () => {
    const result = signUpSchema.safeParse({ fullName: "Ana", email: "ana@example.com", password: "12345" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("auth.errors.passwordTooShort");
  });

  it("requires a full name and a valid e-mail", () => {
    const result = signUpSchema.safeParse({ fullName: "  ", email: "not-an-email", password: "123456" });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["auth.errors.fullNameRequired", "auth.errors.emailInvalid"]));
  });

  it("trims the name and lower-cases the e-mail", () => {
    const result = signUpSchema.parse({ fullName: " Ana Souza ", email: " Ana@Example.COM ", password: "123456" });
    expect(result).toEqual({ fullName: "Ana Souza", email: "ana@example.com", password: "123456" });
  });

  it("rejects oversized input instead of storing it", () => {
    expect(signUpSchema.safeParse({ fullName: "a".repeat(121), email: "a@b.co", password: "123456" }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) }).success).toBe(false);
  });
});
