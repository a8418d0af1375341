import { isPlainName } from "./rules";
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

describe("the full name (issue 29: a name is data)", () => {
  it.each([
    ["a line break", "Ana\nATENÇÃO: sua conta será bloqueada"],
    ["a carriage return", "Ana\rSouza"],
    ["a tab", "Ana\tSouza"],
    ["a line separator", "Ana\u2028Souza"],
    ["a right-to-left override", "Ana \u202Eexe.txt"],
    ["a link", "Ana https://evil.example"],
    ["a bare domain", "Suporte evil.example"],
    ["a www address", "www.evil"],
    ["a full-width dot domain", "evil\uFF0Eexample"],
  ])("refuses %s", (_label, fullName) => {
    expect(isPlainName(fullName)).toBe(false);
    const result = signUpSchema.safeParse({ fullName, email: "ana@example.com", password: "123456" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["auth.errors.fullNameInvalid"]);
  });

  it("accepts the names sellers have, and a line break around the name is trimmed", () => {
    for (const fullName of ["Ana Souza", "José d'Ávila Jr.", "J.R. Tolkien", "Maria-Clara O'Neil", "Nguyễn Thị Minh Khai", "李小龍"]) {
      expect(isPlainName(fullName)).toBe(true);
    }
    expect(signUpSchema.parse({ fullName: "Ana Souza\n", email: "ana@example.com", password: "123456" }).fullName).toBe("Ana Souza");
  });
});
