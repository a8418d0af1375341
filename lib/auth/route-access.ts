// Which visitor may open which route (spec 000 §2 route table, §6). Pure, so it is unit-tested.
export type RouteDecision = { type: "allow" } | { type: "redirect"; to: string } | { type: "rewrite"; to: string };

const SIGNED_IN_PREFIXES = ["/dashboard", "/campaign", "/campaigns", "/integrations", "/api-test", "/profile", "/plans", "/settings", "/admin"];

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function routeAccess(path: string, user: { isAdmin: boolean } | null): RouteDecision {
  if (path === "/") return user ? { type: "rewrite", to: "/dashboard" } : { type: "allow" };
  if (path === "/auth") return user ? { type: "redirect", to: "/dashboard" } : { type: "allow" };
  if (SIGNED_IN_PREFIXES.some((prefix) => matches(path, prefix))) {
    if (!user) return { type: "redirect", to: "/auth" };
    if (matches(path, "/admin") && !user.isAdmin) return { type: "redirect", to: "/dashboard" };
  }
  return { type: "allow" };
}
