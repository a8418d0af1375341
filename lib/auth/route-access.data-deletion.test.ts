import { routeAccess } from "@/lib/auth/route-access";

// Meta links people to the status page from outside the app: it must open without a session.
describe("data deletion pages", () => {
  it("are public, signed in or not", () => {
    for (const path of ["/exclusao-dados-usuario", "/exclusao-dados-usuario/status"]) {
      expect(routeAccess(path, null)).toEqual({ type: "allow" });
      expect(routeAccess(path, { isAdmin: false })).toEqual({ type: "allow" });
    }
  });
});
