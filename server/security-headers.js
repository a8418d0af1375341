// Security headers on every response: Next adds them to what it serves (next.config.ts), and the app's
// server to the scripts and styles it serves itself (server/static-brotli.js). The CSP carries a
// per-request nonce, so it is set by the proxy (proxy.ts, lib/security/headers.ts).

// HSTS only when the public origin is HTTPS: on a plain-HTTP origin (local runs, tests) it would send
// the browser to an https:// address that does not answer.
function staticSecurityHeaders(httpsOrigin) {
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

module.exports = { staticSecurityHeaders };
