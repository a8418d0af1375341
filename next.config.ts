import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { env } from "./lib/env";
import { staticSecurityHeaders } from "./server/security-headers";

// Messages are compiled at build time: the browser gets no ICU parser, and formatting skips parsing.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Bundled, PGlite cannot find its WASM files; argon2 ships a native addon.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "nodemailer", "pg-boss", "pino"],
  // The proxy sets the nonce-based Content-Security-Policy; these apply to every response.
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders(env.APP_URL.startsWith("https://")) }];
  },
};

export default withNextIntl(nextConfig);
