// Prisma's schema engine, compiled to WebAssembly, driven through a driver adapter. The Prisma CLI
// would download a native engine, which is impossible offline; this records migrations in the same
// `_prisma_migrations` table as `prisma migrate deploy`, so either can be used on a given database.
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
export const SCHEMA_FILE = path.join(process.cwd(), "prisma", "schema.prisma");
const LOCKFILE = 'provider = "postgresql"\n';
const noFilters = { externalTables: [], externalEnums: [] };

type Bindings = { SchemaEngine: typeof SchemaEngine; __wbg_set_wasm(exports: unknown): void };
let bindings: Promise<Bindings> | undefined;

// The package's entry imports its .wasm as an ES module, which Node 20 only allows behind a flag;
// instantiating it by hand (as a bundler would) needs none.
function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const glue = (await import(gluePath)) as Bindings;
    const wasm = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(wasm, {
      "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return bindings;
}

async function openEngine(factory: SqlMigrationAwareDriverAdapterFactory, datamodel: string) {
  const { SchemaEngine } = await loadBindings();
  const log = () => {};
  return SchemaEngine.new({ datamodels: [[SCHEMA_FILE, datamodel]] }, log, bindMigrationAwareSqlAdapterFactory(factory));
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const names = (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: await readFile(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  );
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: LOCKFILE },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns the names applied. */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await openEngine(factory, await readFile(SCHEMA_FILE, "utf8"));
  try {
    const out = await engine.applyMigrations({ migrationsList: await readMigrations(), filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes a database from the committed migrations to the current schema ("" when none). */
export async function diffSchemaAgainstMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const datamodel = await readFile(SCHEMA_FILE, "utf8");
  const engine = await openEngine(factory, datamodel);
  try {
    const result = await engine.diff({
      from: { tag: "migrations", ...(await readMigrations()) },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_FILE, content: datamodel }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout?.includes("empty migration") ? "" : (result.stdout ?? "");
  } finally {
    engine.free();
  }
}
