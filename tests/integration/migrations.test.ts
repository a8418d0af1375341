import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { dbAdapterFactory } from "@/lib/db";
import { applyMigrations, diffSchemaAgainstMigrations } from "@/lib/db/schema-engine";

describe("migrations", () => {
  it("are all applied, and applying again changes nothing", async () => {
    expect(await applyMigrations(dbAdapterFactory)).toEqual([]);
  }, 60_000);

  it("match prisma/schema.prisma (run `npm run db:migration:new -- <name>` after a schema change)", async () => {
    const scratch = new PGlite();
    try {
      expect(await diffSchemaAgainstMigrations(new PrismaPGlite(scratch))).toBe("");
    } finally {
      await scratch.close();
    }
  }, 60_000);
});
