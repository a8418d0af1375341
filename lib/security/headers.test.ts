import { staticSecurityHeaders } from "@/server/security-headers";
import { contentSecurityPolicy } from "./headers";

describe("security headers", () => {
  it("allows scripts only with the request's nonce and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123", { development: false, httpsOrigin: true });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("never upgrades requests to HTTPS on a plain-HTTP origin", () => {
    expect(contentSecurityPolicy("n", { development: false, httpsOrigin: false })).not.toContain("upgrade-insecure-requests");
  });

  it("sends HSTS only for an HTTPS origin", () => {
    const names = (production: boolean) => staticSecurityHeaders(production).map((header) => header.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(expect.arrayContaining(["Referrer-Policy", "X-Content-Type-Options", "Permissions-Policy"]));
  });
});
