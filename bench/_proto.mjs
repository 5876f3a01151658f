import { startFleetApi } from '@hub/fleet-api';
const fleet = await startFleetApi({
  port: 0,
  databaseUrl: process.env.DATABASE_URL,
  databaseSchema: 'bench_reports_grid_proto',
  dataDir: null,
  seedHubs: 2000,
  logger: false,
});
const cols = (
  await fleet.db.query(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'installations' ORDER BY ordinal_position`,
  )
).map((r) => r.column_name);
const own = {
  uid: 'b.top + g',
  unique_id: 'b.top_unique + g',
  job_id: `'GB' || (b.top + g)`,
  mprn: `'20' || lpad(((g::bigint * 48271) % 999999937)::text, 9, '0')`,
  uploaded: `s.uploaded - make_interval(mins => g)`,
};
const list = cols.map((c) => `"${c}"`).join(', ');
const exprs = cols.map((c) => own[c] ?? `s."${c}"`).join(', ');
const need = Number(process.env.NEED ?? 98000);
const t = Date.now();
await fleet.db.query(`SET maintenance_work_mem = '256MB'`);
await fleet.db.query(`SET gin_pending_list_limit = '64MB'`);
await fleet.db.query(`
WITH src AS (SELECT row_number() OVER (ORDER BY uid) - 1 AS k, * FROM installations),
     b AS (SELECT max(uid) AS top, coalesce(max(unique_id), 0) AS top_unique, count(*) AS n FROM installations)
INSERT INTO installations (${list})
SELECT ${exprs} FROM generate_series(1, ${need}) g CROSS JOIN b JOIN src s ON s.k = g % b.n`);
console.log('insert', Date.now() - t, 'ms');
console.log(await fleet.db.query('SELECT count(*)::int AS n FROM installations'));
await fleet.close();
