import type { Queryable } from '../db/database.js';

export type SeedRow = Record<string, unknown>;

// One statement per batch, with the rows as a single JSON parameter expanded by
// json_populate_recordset against the table's own row type: the column types come from the table,
// and the parameter count stays at one whatever the batch size. Columns no row names take their
// defaults; a column some rows name is NULL in the rows that leave it out.
const BATCH_ROWS = 4000;

export async function insertRows(tx: Queryable, table: string, rows: readonly SeedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) names.add(key);
  const columns = [...names].map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await tx.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(batch)],
    );
  }
}

/** Moves every identity sequence past the ids the seed wrote explicitly, so later inserts do not collide. */
export async function syncIdentitySequences(tx: Queryable): Promise<void> {
  const columns = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of columns) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max("${column_name}") FROM "${table_name}"), 0) + 1, false)`,
      [table_name, column_name],
    );
  }
}
