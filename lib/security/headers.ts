// Security headers. The CSP carries a per-request nonce, so it is set by the proxy (proxy.ts).

// HSTS and upgrade-insecure-requests only when the public origin is HTTPS: on a plain-HTTP origin
// (local runs, tests) they would send the browser to an https:// address that does not answer.
export function staticSecurityHeaders(httpsOrigin: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  ];
  if (httpsOrigin) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}

export function contentSecurityPolicy(nonce: string, options: { development: boolean; httpsOrigin: boolean }): string {
  const { development, httpsOrigin } = options;
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets Next's nonce-bearing scripts load their chunks; eval only for dev tooling.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(httpsOrigin ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
