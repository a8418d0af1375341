// The Content-Security-Policy: it carries a per-request nonce, so the proxy sets it (proxy.ts). The headers
// every response carries are in server/security-headers.js.

// upgrade-insecure-requests only when the public origin is HTTPS: on a plain-HTTP origin (local runs,
// tests) it would send the browser to an https:// address that does not answer.
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
