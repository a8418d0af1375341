import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { withFallback, type Messages } from "./fallback";

function keysOf(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && !Array.isArray(value) ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("messages", () => {
  it("has the same keys in English and Portuguese", () => {
    expect(keysOf(pt).sort()).toEqual(keysOf(en).sort());
  });

  it("keeps the spec's Portuguese wording as the pt text; the en text is English (DESIGN: languages)", () => {
    expect(pt.auth.signUpSuccessTitle).toBe("Cadastro realizado!");
    expect(pt.auth.signUpSuccessDescription).toBe("Verifique seu e-mail para confirmar a conta.");
    expect(pt.auth.signInErrorTitle).toBe("Erro no login");
    expect(pt.nav.signedOutTitle).toBe("Logout realizado");
    expect(pt.componentError.title).toBe("Erro no Componente");
    expect(en.auth.signUpSuccessTitle).toBe("Account created!");
    expect(en.auth.signInErrorTitle).toBe("Sign-in failed");
  });
});

describe("withFallback", () => {
  it("takes missing keys, at any depth, from the fallback", () => {
    const merged = withFallback({ a: { b: "pt" } }, { a: { b: "en", c: "en-c" }, d: ["x"] });
    expect(merged).toEqual({ a: { b: "pt", c: "en-c" }, d: ["x"] });
  });
});
