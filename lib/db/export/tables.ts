// The product's tables (schema public, without Prisma's migration record) and their row counts.
type Query = <Row>(sql: string) => Promise<Row[]>;

export type TableRows = { table: string; rows: number };

const MIGRATIONS_TABLE = "_prisma_migrations";

export async function productTables(query: Query): Promise<string[]> {
  const rows = await query<{ tablename: string }>("SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  return rows.map((row) => row.tablename).filter((table) => table !== MIGRATIONS_TABLE);
}

export async function countRows(query: Query, tables: string[]): Promise<TableRows[]> {
  const counts: TableRows[] = [];
  for (const table of tables) {
    const [row] = await query<{ rows: number }>(`SELECT count(*)::int AS rows FROM public.${quoteIdent(table)}`);
    counts.push({ table, rows: row?.rows ?? 0 });
  }
  return counts;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
