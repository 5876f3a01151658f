// Fills the leads table to `count` rows for the grid benchmark's master-sheet case (docs/performance.md),
// in one INSERT … SELECT over generate_series: 100,000 leads in about a minute on PGlite (most of it the
// trigram indexes), far less than row-by-row inserts. The rows vary the way the seed's do (every view, fuel
// type, source, lookup id and company), so a filtered page finds a realistic share of them.
//
// `query(sql, params)` is any function running SQL on fleet-api's database: fleet-api's own `app.db.query`
// in-process, or a pg client's `query` against DATABASE_URL (the schema the API runs in).

/** @param {(sql: string, params?: unknown[]) => Promise<unknown>} query */
export async function seedLeads(query, count = 100_000) {
  await query(
    `INSERT INTO leads (email, duplicate, phone, full_name, fuel_type, approved, comment, source, address, eircode,
        city, have_wifi, built_before_2007, previous_grant, use_time_clock, multiple_thermostats, mprn, ber,
        created, installation_batch, handed_to_installer, heating_system_id, lead_status_id, dead_lead, removed,
        installerid)
     SELECT 'lead' || n || '@example.ie', n % 31 = 0, '08' || lpad((n * 7919 % 100000000)::text, 8, '0'),
        (ARRAY['Aoife','Seán','Niamh','Cian','Róisín','Darragh'])[1 + n % 6] || ' ' ||
          (ARRAY['Murphy','Kelly','Byrne','Ryan','Walsh','Doyle','Nolan'])[1 + n % 7],
        (ARRAY['oil','gas','other'])[1 + n % 3], n % 5 = 0, CASE WHEN n % 9 = 0 THEN 'Call back' END,
        (ARRAY['facebook','website','mailchimp','manual','other'])[1 + n % 5],
        n || ' Main Street', (ARRAY['D02','T12','H91','V94','A65'])[1 + n % 5] || 'X' || lpad((n % 1000)::text, 3, '0'),
        (ARRAY['Dublin','Cork','Galway','Limerick','Athlone'])[1 + n % 5],
        n % 10 <> 0, n % 3 <> 0, n % 7 = 0, n % 2 = 0, n % 11 = 0, '10' || lpad(n::text, 9, '0'),
        (ARRAY['B3','C1','C2','D1','E1'])[1 + n % 5],
        now() - make_interval(mins => n * 7), CASE WHEN n % 5 = 0 THEN 1 + n % 40 END,
        CASE WHEN n % 10 = 0 THEN (date '2020-01-01' + n % 1500) END,
        1 + n % 6, 1 + n % 8, n % 8 = 7, n % 50 = 0, CASE WHEN n % 4 = 0 THEN 1 + n % 8 END
       FROM generate_series(
              (SELECT coalesce(max(uid), 0) + 1 FROM leads),
              (SELECT coalesce(max(uid), 0) FROM leads) + $1::int) AS n`,
    [Math.max(0, count)],
  );
  // Rows written with explicit uids by the demo seed leave the identity behind; new leads must not collide.
  await query(`SELECT setval(pg_get_serial_sequence('leads', 'uid'), (SELECT max(uid) FROM leads))`);
  await query('ANALYZE leads');
}
