import { defineConfig } from "prisma/config";

// Used by the Prisma CLI (generate). Migrations are applied by scripts/db-migrate.ts through
// the schema engine's WebAssembly build, which works offline (docs/decisions/001-offline-migrations.md).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
