import type { PGlite, Results } from "@electric-sql/pglite";

// pg-boss on the embedded PGlite, through its `db` option. pg-boss sends three kinds of SQL:
//  - one statement with $n values: PGlite's `query` (extended protocol);
//  - statements without values, some strings holding several: PGlite's `exec` (simple protocol);
//  - its "locked" commands, "BEGIN; SET LOCAL ...; SELECT pg_advisory_xact_lock(...); ...; COMMIT;".
// A failure inside such a string would leave PGlite's one session in an aborted transaction, breaking
// every later query of the app, so their body runs inside PGlite's own `transaction`, which rolls back
// on failure before anyone else may use the connection. Every call goes through PGlite's queue,
// so pg-boss never interleaves with a Prisma transaction.

export type SqlResult = { rows: Record<string, unknown>[]; rowCount: number };
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<SqlResult> };

const LOCKED = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i;

/** The statements between a string's leading BEGIN and trailing COMMIT, or null when it is not one. */
export function transactionBody(text: string): string | null {
  const match = LOCKED.exec(text);
  return match ? match[1]! : null;
}

const last = (results: Results[]): SqlResult => {
  const result = results.at(-1);
  return { rows: result?.rows ?? [], rowCount: result?.affectedRows ?? result?.rows.length ?? 0 };
};

export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const result = await pglite.query<Record<string, unknown>>(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const body = transactionBody(text);
      if (body !== null) return last(await pglite.transaction((tx) => tx.exec(body)));
      return last(await pglite.exec(text));
    },
  };
}
