import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "lib/db/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "jest.config.js",
  ]),
  {
    // Server code logs through lib/log (redaction, request ids); browser code through lib/log/browser.ts.
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "error" },
  },
  {
    // The production server (server/serve.js) and the preloads (node --require) run as plain CommonJS
    // under node, without a build.
    files: ["server/**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Typed rules: the ones that catch real bugs in async server code.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
