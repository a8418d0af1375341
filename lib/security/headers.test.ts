import { contentSecurityPolicy, staticSecurityHeaders } from "./headers";
import { clientIpOf } from "./client-ip";

describe("security headers", () => {
  it("allows scripts only with the request's nonce and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123", false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("sends HSTS only in production", () => {
    const names = (production: boolean) => staticSecurityHeaders(production).map((header) => header.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(expect.arrayContaining(["Referrer-Policy", "X-Content-Type-Options", "Permissions-Policy"]));
  });

  it("takes the address the nearest proxy saw", () => {
    expect(clientIpOf(new Headers({ "x-forwarded-for": "1.1.1.1, 10.0.0.2" }))).toBe("10.0.0.2");
    expect(clientIpOf(new Headers())).toBe("unknown");
  });
});
