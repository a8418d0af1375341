import { routeAccess } from "./route-access";

const user = { isAdmin: false };
const admin = { isAdmin: true };

describe("routeAccess", () => {
  it("sends signed-out visitors on signed-in routes to /auth", () => {
    for (const path of ["/dashboard", "/campaign/new", "/campaigns/42", "/integrations", "/api-test", "/profile", "/plans", "/settings", "/admin"]) {
      expect(routeAccess(path, null)).toEqual({ type: "redirect", to: "/auth" });
    }
  });

  it("lets signed-out visitors open the public pages", () => {
    for (const path of ["/", "/auth", "/contato", "/politica-privacidade", "/termos-servico", "/exclusao-dados-usuario", "/unknown"]) {
      expect(routeAccess(path, null)).toEqual({ type: "allow" });
    }
  });

  it("does not mistake a route that only shares a prefix for a signed-in route", () => {
    expect(routeAccess("/campaignsx", null)).toEqual({ type: "allow" });
    expect(routeAccess("/administrator", null)).toEqual({ type: "allow" });
  });

  it("sends signed-in users from /auth to /dashboard and shows the dashboard at /", () => {
    expect(routeAccess("/auth", user)).toEqual({ type: "redirect", to: "/dashboard" });
    expect(routeAccess("/", user)).toEqual({ type: "rewrite", to: "/dashboard" });
  });

  it("keeps /admin for admins and sends other users to /dashboard", () => {
    expect(routeAccess("/admin", user)).toEqual({ type: "redirect", to: "/dashboard" });
    expect(routeAccess("/admin", admin)).toEqual({ type: "allow" });
  });

  it("lets any signed-in user reach /api-test (the page itself checks the role)", () => {
    expect(routeAccess("/api-test", user)).toEqual({ type: "allow" });
  });
});
