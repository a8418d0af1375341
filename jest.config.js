/** @type {import("jest").Config} */

const transform = {
  "^.+\\.(t|j)sx?$": [
    "@swc/jest",
    {
      jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } },
      // Keeps import() native, so ES-module-only packages (the schema engine's glue) load as such.
      module: { type: "commonjs", ignoreDynamic: true },
    },
  ],
};

const shared = {
  testEnvironment: "node",
  // npm run test:shifted: the clock moved ahead in each test file (a no-op otherwise).
  setupFiles: ["<rootDir>/tests/setup/shift-clock.cjs"],
  transform,
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/setup/empty.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  // next-auth and next-intl ship ES modules.
  transformIgnorePatterns: [
    "/node_modules/(?!(next-auth|@auth/core|next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@panva|jose|oauth4webapi|preact-render-to-string|preact)/)",
  ],
};

const config = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      moduleNameMapper: { "^@/lib/db$": "<rootDir>/tests/setup/no-db.ts", ...shared.moduleNameMapper },
      testMatch: [
        "<rootDir>/lib/**/*.test.ts",
        "<rootDir>/app/**/*.test.ts",
        "<rootDir>/server/**/*.test.ts",
        "<rootDir>/scripts/**/*.test.ts",
        "<rootDir>/components/**/*.test.ts?(x)",
        "<rootDir>/proxy.test.ts",
        "<rootDir>/tests/unit/**/*.test.ts",
      ],
    },
    {
      ...shared,
      displayName: "integration",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/setup/integration-databases.ts",
      globalTeardown: "<rootDir>/tests/setup/integration-databases-teardown.ts",
      setupFiles: [...shared.setupFiles, "<rootDir>/tests/setup/integration-env.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/setup/integration-db.ts"],
    },
  ],
};

module.exports = config;
