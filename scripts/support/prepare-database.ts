// Before any app process serves: the committed migrations, then the first admin account.
import { ensureAdmin } from "../../lib/admin/bootstrap";
import { createAdapterFactory } from "../../lib/db/adapter";
import { PrismaClient } from "../../lib/db/generated/client";
import { applyMigrations } from "../../lib/db/schema-engine";
import { env } from "../../lib/env";

export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const { factory, close } = createAdapterFactory({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const applied = await applyMigrations(factory);
    if (applied.length) log(`applied migrations: ${applied.join(", ")}`);
    const db = new PrismaClient({ adapter: factory });
    const admin = await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await db.$disconnect();
    if (admin.created) {
      log(`created the first admin: ${admin.email}`);
      if (admin.generatedPassword) log(`generated admin password (shown once, change it after signing in): ${admin.generatedPassword}`);
    }
  } finally {
    // PGlite is one process's database: release it before a server opens it.
    await close();
  }
}
