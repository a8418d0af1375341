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

  it("keeps the spec's Portuguese wording for the auth toasts in both languages", () => {
    for (const catalogue of [en, pt]) {
      expect(catalogue.auth.signUpSuccessTitle).toBe("Cadastro realizado!");
      expect(catalogue.auth.signUpSuccessDescription).toBe("Verifique seu e-mail para confirmar a conta.");
      expect(catalogue.nav.signedOutTitle).toBe("Logout realizado");
      expect(catalogue.componentError.title).toBe("Erro no Componente");
    }
  });
});

describe("withFallback", () => {
  it("takes missing keys, at any depth, from the fallback", () => {
    const merged = withFallback({ a: { b: "pt" } }, { a: { b: "en", c: "en-c" }, d: ["x"] });
    expect(merged).toEqual({ a: { b: "pt", c: "en-c" }, d: ["x"] });
  });
});
